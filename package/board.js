// `lines-of-action-board/board` for resolvers that read files rather than package.json's
// `exports` (Parcel's default, TypeScript's node10): the same module as the export names.
export * from './www/board.js';
