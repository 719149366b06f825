// The interface of www/core.js (owned by the offline work, not yet annotated), declared so that
// its callers are type-checked. tsconfig.json excludes core.js itself; when it gains JSDoc
// types, delete this file and that exclusion.

/** The wasm module's exports, loaded once per page. */
export function loadCore(): Promise<typeof import('../pkg/loa.js')>;
/** The message of anything thrown by the core. */
export function reasonOf(err: unknown): string;
/** The main thread's wasm memory in bytes (0 before it loads), for the soak test's hook. */
export function coreMemoryBytes(): number;
