// Public exports of the select area (components, hooks, helpers); src/index.ts re-exports this file.
export {};
