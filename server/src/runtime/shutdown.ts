import type { Logger } from '../config/logger';

export type ShutdownOptions = {
  logger: Logger;
  /** Past this the process exits with 1, whatever is still running. */
  timeoutMs: number;
  /** Stops everything gracefully; resolves once nothing is left to finish. */
  stop: () => Promise<void>;
};

/**
 * On SIGTERM or SIGINT: stops once (a second signal is only logged), then exits with 0, or with 1
 * when stopping failed or outlasted `timeoutMs`.
 */
export function stopOnSignals({ logger, timeoutMs, stop }: ShutdownOptions): void {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'already shutting down');
      return;
    }
    stopping = true;
    // The last lines are written before the exit: an asynchronous write still in flight when the
    // process exits could lose them (pino's exit handler flushes only what is not being written).
    const exit = (code: number) => {
      process.exitCode = code;
      logger.flush(() => process.exit(code));
    };
    logger.info({ signal, timeoutMs }, 'shutting down: finishing the requests, jobs and projection batch in progress');
    const deadline = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown outlasted SHUTDOWN_TIMEOUT_MS; exiting with work unfinished');
      process.exit(1);
    }, timeoutMs);
    deadline.unref();
    stop().then(
      () => {
        logger.info('shut down cleanly');
        exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
