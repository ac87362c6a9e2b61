// Public exports of the dates area (components, hooks, helpers); src/index.ts re-exports this file.
export {};
