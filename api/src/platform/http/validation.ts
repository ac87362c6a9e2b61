import fs from 'node:fs';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { parse } from 'yaml';
import { Invalid, MESSAGES } from '../errors.js';
import { installCompiledLookup } from './route-lookup.js';

/**
 * The contract's checks on a request, split in two so that authentication can run between them:
 *
 * - `match` finds the request's operation in openapi.yaml (`req.openapi`, which `authorize`
 *   reads) without reading the body; an unknown path or method is refused here;
 * - `validate` checks path, query and (already parsed) body against that operation.
 *
 * express-openapi-validator has no separate route matcher, but `middleware()` answers its steps as
 * an array of named functions (path parameters, metadata = the match, then security, multipart,
 * request and response validation). They are split by name, and a missing name fails at start-up,
 * so a version that changes them cannot silently move validation before authentication.
 */
export function contractValidation(options: {
  apiSpec: string;
  validateResponses: boolean;
  /** The library's own route lookup instead of the compiled one (to compare them in tests). */
  libraryLookup?: boolean;
}): {
  match: RequestHandler[];
  validate: RequestHandler[];
} {
  const steps = OpenApiValidator.middleware({
    apiSpec: options.apiSpec,
    validateRequests: { allowUnknownQueryParameters: false },
    validateResponses: options.validateResponses,
    validateSecurity: false,
    validateFormats: true,
    ajvFormats: { mode: 'full' },
    ignoreUndocumented: false,
  }) as RequestHandler[];
  if (!options.libraryLookup) installCompiledLookup();
  const names = steps.map((step) => step.name);
  const metadata = names.indexOf('metadataMiddleware');
  if (names[0] !== 'pathParamsMiddleware' || metadata !== 1 || !names.includes('requestMiddleware'))
    throw new Error(
      `express-openapi-validator's steps changed (${names.join(', ')}): review contractValidation`,
    );
  const spec = parse(fs.readFileSync(options.apiSpec, 'utf8')) as Document;
  return {
    match: steps.slice(0, metadata + 1),
    validate: [finiteNumerals(numericParameters(spec)), ...steps.slice(metadata + 1)],
  };
}

interface Parameter {
  name: string;
  in: string;
  schema?: Schema;
  $ref?: string;
}
interface Schema {
  type?: string | string[];
  items?: Schema;
  $ref?: string;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
}
interface Document {
  paths?: Record<string, Record<string, Operation | Parameter[]> & { parameters?: Parameter[] }>;
  components?: { parameters?: Record<string, Parameter>; schemas?: Record<string, Schema> };
}

/** The keys of an OpenAPI path item that are operations (the others: `parameters`, `summary`…). */
export const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function resolve<T extends { $ref?: string }>(document: Document, value: T | undefined): T | undefined {
  let current: unknown = value;
  for (let hops = 0; hops < 10 && current && typeof (current as T).$ref === 'string'; hops++) {
    const pointer = (current as T).$ref!.replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>(
      (node, key) =>
        (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    );
  }
  return current as T | undefined;
}

type NumericParameters = Map<string, { in: 'path' | 'query'; name: string; integer: boolean }[]>;

/** For each operation, its path and query parameters of type integer or number. */
function numericParameters(document: Document): NumericParameters {
  const result: NumericParameters = new Map();
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of OPERATION_METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation?.operationId) continue;
      const numeric = [...(item.parameters ?? []), ...(operation.parameters ?? [])]
        .map((parameter) => resolve(document, parameter))
        .filter((parameter): parameter is Parameter => parameter?.in === 'path' || parameter?.in === 'query')
        .map((parameter) => {
          const schema = resolve(document, parameter.schema);
          // An array parameter (`?userIds=1&userIds=2`) is checked item by item.
          const items = [schema?.type].flat().includes('array') ? resolve(document, schema?.items) : schema;
          return { parameter, types: [items?.type].flat() };
        })
        .filter(({ types }) => types.includes('integer') || types.includes('number'))
        .map(({ parameter, types }) => ({
          in: parameter.in as 'path' | 'query',
          name: parameter.name,
          integer: !types.includes('number'),
        }));
      if (numeric.length) result.set(operation.operationId, numeric);
    }
  }
  return result;
}

/** A plain decimal numeral, as a client writes an id, a page or a limit. */
const NUMERAL = /^-?\d{1,20}(\.\d{1,20})?$/;

/**
 * Path and query parameters arrive as text, which AJV 8 coerces to numbers. Its coercion turns
 * `Infinity`, `-Infinity` and `1e400` into ±Infinity and then skips every numeric keyword
 * (`minimum`, `maximum`, `format`) for a non-finite number, so they passed the contract and
 * reached SQL (`WHERE id = Infinity`). A numeric parameter must therefore be a plain decimal
 * numeral before the validator coerces it; its bounds are then the contract's.
 */
function finiteNumerals(numeric: NumericParameters): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const { openapi } = req as Request & {
      openapi?: { schema?: Operation; pathParams?: Record<string, string> };
    };
    const parameters = openapi?.schema?.operationId ? numeric.get(openapi.schema.operationId) : undefined;
    if (!parameters) return next();
    const errors = parameters
      .filter((parameter) => {
        // The matched path's parameters (each router layer resets `req.params`).
        const value =
          parameter.in === 'path' ? openapi?.pathParams?.[parameter.name] : req.query[parameter.name];
        // Each value of a repeated parameter; objects (`?page[a]=1`) are the validator's to refuse.
        return [value].flat().some((item) => typeof item === 'string' && item !== '' && !NUMERAL.test(item));
      })
      .map((parameter) => ({
        field: parameter.name,
        message: parameter.integer ? MESSAGES.integer : MESSAGES.type('number'),
      }));
    next(errors.length ? new Invalid(errors) : undefined);
  };
}
