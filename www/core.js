// Loads the rules core (Rust compiled to WebAssembly) once per page and shares it between boards.
// The import is dynamic so that a missing or broken wasm file becomes an error the page can show
// in words instead of a module graph that silently never runs.

let loading = null;

/**
 * The wasm module's exports (`WasmGame`, `WasmSearcher`), loaded on first call.
 * @returns {Promise<typeof import('../pkg/loa.js')>}
 */
export function loadCore() {
  loading ??= (async () => {
    const url = new URL('../pkg/loa.js', import.meta.url);
    let mod;
    try {
      mod = await import(url.href);
      await mod.default({ module_or_path: new URL('../pkg/loa_bg.wasm', import.meta.url) });
    } catch (err) {
      loading = null; // a later call may try again
      throw new Error(`The game engine (WebAssembly) could not be loaded: ${err?.message ?? err}`);
    }
    return mod;
  })();
  return loading;
}

/** The message of anything thrown by the core, which throws real `Error`s with its reasons. */
export function reasonOf(err) {
  return String(err?.message ?? err);
}
