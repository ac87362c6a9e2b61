/**
 * The threads module: conversations about statements, their rules and records (doc 3 §3, §5, §7),
 * and their review. It reaches statements (reach, names, rules) only through the statements
 * module, and tells people about new messages through the notifications module.
 */
export { threadRoutes } from './routes.js';
export { seedDemoThreads } from './seed.js';
