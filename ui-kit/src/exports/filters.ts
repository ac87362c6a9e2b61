// Public exports of the filters area (components, hooks, helpers); src/index.ts re-exports this file.
export {};
