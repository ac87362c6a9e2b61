// Public exports of the format area (components, hooks, helpers); src/index.ts re-exports this file.
export {};
