import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { BODY_LIMIT } from './errors.js';

/**
 * JSON bodies of at most BODY_LIMIT, or of the limit the matched operation declares in the contract
 * (`x-body-limit: 20mb`, in express.json's notation): a bulk import of 20,000 rows is larger than
 * any form, and only the operations that say so read that much. Runs after the operation is matched
 * and the caller authorized, so no anonymous caller makes the API read a large body.
 */
export function jsonBodies(): RequestHandler {
  const parsers = new Map<string, RequestHandler>();
  const parserFor = (limit: string) => {
    let parser = parsers.get(limit);
    if (!parser) parsers.set(limit, (parser = express.json({ limit })));
    return parser;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const operation = (req as Request & { openapi?: { schema?: Record<string, unknown> } }).openapi?.schema;
    const declared = operation?.['x-body-limit'];
    parserFor(typeof declared === 'string' ? declared : BODY_LIMIT)(req, res, next);
  };
}
