/**
 * The back-office module: the provider's own calls across companies (super-admin impersonation by
 * e-mail today; the company list and provider settings of doc 1 later). It owns no table yet and
 * acts through the other modules' services.
 */
export { backofficeRoutes } from './routes.js';
