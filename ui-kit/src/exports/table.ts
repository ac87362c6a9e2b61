// Public exports of the table area (components, hooks, helpers); src/index.ts re-exports this file.
export {};
