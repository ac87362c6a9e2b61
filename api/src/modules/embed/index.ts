/**
 * The embed module (issue #14): embed tokens a company's server mints with an API key, exchanged
 * once by the embedded frame for a restricted session held in the frame's memory. Other modules
 * reach it only through this file.
 */
export { embedRoutes } from './routes.js';
export { embedPages } from './pages.js';
export { embedGuard, EmbedAwareResolver, EMBED_OPERATIONS, isEmbedContext } from './resolver.js';
export {
  EMBED_ERRORS,
  EMBED_SESSION_TTL_SECONDS,
  EMBED_TOKEN_TTL_SECONDS,
  EMBED_WIDGETS,
  type EmbedErrorCode,
  type EmbedWidget,
} from './service.js';
