/**
 * The company module: the company (tenant) itself, its settings and customization, its embedding
 * origins, and its API keys. Other modules reach company data only through what this file exports.
 */
export {
  allowedEmbedOriginsOf,
  apiKeyInUse,
  companyById,
  countCompanies,
  createApiKey,
  createCompany,
  listAllowedEmbedOrigins,
  listApiKeys,
  listCompanyIds,
  patchCompany,
  readCompany,
  revokeApiKey,
  type ApiKeyInUse,
  type CompanyPatch,
} from './service.js';
export { companyRoutes } from './routes.js';
export {
  DEFAULT_CUSTOMIZATION,
  type ApiKey,
  type ApiKeyScope,
  type Company,
  type CompanyCustomization,
} from './types.js';
