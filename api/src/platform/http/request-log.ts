import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { logger as defaultLogger } from '../logging.js';

/** Query parameters whose value is a credential (a token in a link, an OIDC code or state). */
const SECRET_PARAMETERS = new Set(['token', 'access_token', 'id_token', 'refresh_token', 'code', 'state']);

function parameterName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * The request's path and query with credential values replaced by `[REDACTED]`; names are
 * compared decoded (`?to%6Ben=` is read as `token` by the routes, so it is redacted too).
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const end = url.indexOf('#', start) < 0 ? url.length : url.indexOf('#', start);
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      return SECRET_PARAMETERS.has(parameterName(name)) ? `${name}=[REDACTED]` : part;
    });
  return `${url.slice(0, start)}?${query.join('&')}${url.slice(end)}`;
}

interface SerializedRequest {
  id: unknown;
  method: string;
  url: string;
  remoteAddress?: string;
  headers: Record<string, string | undefined>;
}

/**
 * `LOG_REQUESTS=true`: one JSON line per request (pino-http) when its answer is sent, with method,
 * path, status, duration and the request id. Only listed fields are written, never the request's
 * headers as a whole: no Authorization, no cookies; and credential query values are redacted.
 */
export function requestLog(logger: Logger = defaultLogger) {
  return pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    serializers: {
      req: (req: SerializedRequest) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.remoteAddress,
        userAgent: req.headers['user-agent'],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    wrapSerializers: true,
  });
}
