import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Express 4 does not catch a rejected promise from a handler: pass it to the error handler. */
export function asyncRoute(
  handler: (req: Request, res: Response, next: NextFunction) => Promise<void>,
): RequestHandler {
  return (req, res, next) => {
    handler(req, res, next).catch(next);
  };
}
