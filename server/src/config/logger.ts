import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'coach-practice' },
    redact: { paths: ['req.headers.cookie', 'req.headers["x-csrftoken"]', 'code', '*.code'], censor: '[redacted]' },
  });
}
