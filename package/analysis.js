// `lines-of-action-board/analysis` for resolvers that read files rather than package.json's
// `exports` (Parcel's default, TypeScript's node10): the same module as the export names.
export * from './www/analysis.js';
