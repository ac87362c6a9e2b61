import { pino, type Logger } from 'pino';

/**
 * The one structured logger of the API (pino: one JSON line per event). `LOG_LEVEL` sets the level;
 * tests keep it quiet unless asked.
 */
export const logger: Logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: { service: 'accrue-api' },
  redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
});
