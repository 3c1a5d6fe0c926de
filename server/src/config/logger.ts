import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'coach-practice' },
    // Query parameters of a failed statement (PGlite puts them on its errors) may hold addresses.
    redact: { paths: ['req.headers.cookie', 'req.headers["x-csrftoken"]', 'code', '*.code', 'err.params', '*.params'], censor: '[redacted]' },
  });
}
