// Public exports of the display area (components, hooks, helpers); src/index.ts re-exports this file.
export {};
