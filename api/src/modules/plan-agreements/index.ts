/**
 * The plan agreements module (doc 3 §3–§6): agreements generated per person from a plan's file and
 * a company template, rendered to PDF, sent, confirmed and archived. It reads plans, people, quotas
 * and the company through their modules, and tells people through the notifications module.
 */
export { planAgreementRoutes } from './routes.js';
export { generationJobHandler } from './generation.js';
export { seedDemoAgreements } from './seed.js';
