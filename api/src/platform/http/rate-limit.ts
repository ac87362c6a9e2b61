import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { apiKeyOf } from './authorize.js';
import { HttpError } from './errors.js';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Try again later.';

/**
 * Who a request is counted against: the person signed in (the same budget for all their sessions,
 * also while impersonating), or the company API key (each key its own budget: by its id, or else
 * by the SHA-256 of the bearer, which is how keys are stored). Anonymous calls (sign-in, health)
 * are not counted here; the sign-in's own limits guard them.
 */
function callerKey(req: Request): string | null {
  const context = req.context;
  if (!context) return null;
  if (context.kind === 'user' && context.signedInUserId !== null) return `user:${context.signedInUserId}`;
  const key = apiKeyOf(context);
  if (key) return `apiKey:${key.id}`;
  const bearer = /^Bearer\s+(\S+)/i.exec(req.headers.authorization ?? '')?.[1];
  return bearer ? `apiKey:${createHash('sha256').update(bearer).digest('hex')}` : null;
}

/**
 * Requests per minute per authenticated caller on /api (after `authorize`, which resolves the
 * caller). Over the budget: 429 with `Retry-After` (seconds) and the usual error body. In memory,
 * per API process: with several instances behind a balancer a shared store (rate-limiter-flexible
 * has Redis and MySQL ones) would replace it.
 */
export function rateLimit({ perMinute }: { perMinute: number }): RequestHandler {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  return (req: Request, res: Response, next: NextFunction) => {
    const key = callerKey(req);
    if (!key) return next();
    limiter.consume(key).then(
      () => next(),
      (refusal: unknown) => {
        if (!(refusal instanceof RateLimiterRes)) return next(refusal);
        res.set('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
        next(new HttpError(429, RATE_LIMIT_MESSAGE));
      },
    );
  };
}
