import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * JSON lines on stdout. Written asynchronously (pino's own sonic-boom destination): a request
 * never waits for stdout (a pipe to Docker's log driver may be slow), lines written meanwhile go
 * out together, and pino writes what is left when the process exits.
 */
export function createLogger(level: string, destination: pino.DestinationStream = pino.destination({ dest: 1, sync: false })): Logger {
  return pino(
    {
      level,
      base: { service: 'coach-practice' },
      // Query parameters of a failed statement (PGlite puts them on its errors) may hold addresses.
      redact: { paths: ['req.headers.cookie', 'req.headers["x-csrftoken"]', 'code', '*.code', 'err.params', '*.params'], censor: '[redacted]' },
    },
    destination,
  );
}

/**
 * The logger for lines whose fields are fixed and hold nothing the redaction hides (the request
 * line: id, method, path, status, time, user id). Redaction walks every line for its wildcard
 * paths, a third of the cost of such a line; this child of `logger` skips it.
 */
export function unredactedLogger(logger: Logger): Logger {
  return logger.child({}, { redact: { paths: [] } });
}
