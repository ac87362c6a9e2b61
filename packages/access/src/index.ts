export * from './permissions.js';
export * from './reach.js';
export * from './hierarchy.js';
