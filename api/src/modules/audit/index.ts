/**
 * The audit module: reads the company's audit log. Every module writes its own changes to it with
 * `recordChange` (platform/audit), inside the transaction of the change.
 */
export { auditRoutes } from './routes.js';
