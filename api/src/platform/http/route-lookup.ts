import type { NextFunction, Request, RequestHandler, Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { pathToRegexp } from 'path-to-regexp';

/**
 * The operation of a request, found with the contract's path patterns compiled once.
 *
 * express-openapi-validator's own lookup (`applyOpenApiMetadata` → `lookupRoute`) compiles the
 * regular expression of every path of the contract again on each request until one matches: with
 * about 150 paths that was a tenth of the API's CPU time on a directory read (the `bench:api`
 * profile). This is the same lookup (the same routes in the same order, the same path-to-regexp
 * version and options, the same `req.openapi` and errors), compiled on the first request.
 * `route-lookup.test.ts` holds it to the library's answer for every path of the contract.
 */

/** The parts of the validator's internal `OpenApiContext` the lookup reads. */
interface ValidatorContext {
  apiDoc: { paths: Record<string, Record<string, unknown>> };
  expressRouteMap: Record<string, { basePath: string; _openApiRoute: string; _expressRoute: string }>;
  openApiRouteMap: Record<string, Record<string, unknown>>;
  ignoreUndocumented: boolean;
  useRequestUrl: boolean;
  serial: number;
  shouldIgnoreRoute(path: string): boolean;
  isManagedRoute(path: string): boolean;
}
type ResponseApiDoc = { paths: Record<string, Record<string, unknown>> } | undefined;

interface CompiledRoute {
  expressRoute: string;
  openApiRoute: string;
  pathKey: string;
  regexp: RegExp;
  keys: string[];
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function compile(
  context: ValidatorContext,
  options: { sensitive: boolean; strict: boolean },
): CompiledRoute[] {
  return Object.entries(context.expressRouteMap).map(([expressRoute, methods]) => {
    const { regexp, keys } = pathToRegexp(expressRoute, options);
    return {
      expressRoute,
      openApiRoute: methods._openApiRoute,
      pathKey: methods._openApiRoute.substring(methods.basePath.length),
      regexp,
      keys: keys.map((key) => key.name),
    };
  });
}

/** The validator's metadata step, with the routes compiled once (per app: its routing options). */
export function compiledMetadata(context: ValidatorContext, responseApiDoc: ResponseApiDoc): RequestHandler {
  let routes: CompiledRoute[] | undefined;
  return (req: Request, _res: Response, next: NextFunction) => {
    const path = req.path.startsWith(req.baseUrl) ? req.path : `${req.baseUrl}/${req.path}`;
    if (context.shouldIgnoreRoute(path)) return next();
    routes ??= compile(context, {
      sensitive: !!req.app.enabled('case sensitive routing'),
      strict: !!req.app.enabled('strict routing'),
    });
    const url = (context.useRequestUrl ? req.url : req.originalUrl).split('?')[0]!;
    const method = req.method.toLowerCase();
    for (const route of routes) {
      const matched = route.regexp.exec(url);
      if (!matched) continue;
      let values: string[];
      try {
        values = matched.slice(1).map((value) => decodeURIComponent(value));
      } catch {
        throw new OpenApiValidator.error.BadRequest({ path: req.path, message: "malformed uri'" });
      }
      const pathParams = Object.fromEntries(route.keys.map((key, i) => [key, values[i]!]));
      const schema = context.apiDoc.paths[route.pathKey]?.[method];
      if (!schema) {
        // The path exists, not with this method.
        if (context.ignoreUndocumented) return next();
        throw new OpenApiValidator.error.MethodNotAllowed({
          path: req.path,
          message: `${req.method} method not allowed`,
          headers: {
            Allow: Object.keys(context.openApiRouteMap[route.openApiRoute] ?? {})
              .filter((key) => HTTP_METHODS.has(key.toLowerCase()))
              .join(', '),
          },
        } as ConstructorParameters<typeof OpenApiValidator.error.MethodNotAllowed>[0]);
      }
      const openapi: Record<string, unknown> = {
        expressRoute: route.expressRoute,
        openApiRoute: route.openApiRoute,
        pathParams,
        schema,
        serial: context.serial,
      };
      if (responseApiDoc) openapi._responseSchema = responseApiDoc.paths[route.pathKey]?.[method];
      (req as Request & { openapi: unknown }).openapi = openapi;
      req.params = pathParams;
      return next();
    }
    if (context.isManagedRoute(path) && !context.ignoreUndocumented)
      throw new OpenApiValidator.error.NotFound({ path: req.path, message: 'not found' });
    next();
  };
}

/**
 * Puts the compiled lookup in place of the library's in the validator just created by
 * `OpenApiValidator.middleware()` (which keeps its instance as `middleware._oav`). Fails at start-up
 * if a version of the library no longer has that seam, rather than silently keeping the slow one.
 */
export function installCompiledLookup(): void {
  const validator = (OpenApiValidator.middleware as unknown as { _oav?: Record<string, unknown> })._oav;
  if (!validator || typeof validator.metadataMiddleware !== 'function')
    throw new Error("express-openapi-validator's metadata step moved: review platform/http/route-lookup.ts");
  validator.metadataMiddleware = compiledMetadata;
}
