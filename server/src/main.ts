import { loadConfig, type Config } from './config/config';
import { createLogger } from './config/logger';
import { stopOnSignals } from './runtime/shutdown';
import { startProcess } from './runtime/start-process';

/** The configuration, or a logged reason why there is none and exit code 1. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    createLogger('info').fatal({ err: error }, 'invalid configuration');
    process.exit(1);
  }
}

const config = configOrExit();
// Every line of this process names its roles, so the logs of split processes stay apart.
const logger = createLogger(config.logLevel).child({ roles: config.roles.join(',') });

startProcess(config, logger).then(
  (running) => stopOnSignals({ logger, timeoutMs: config.shutdownTimeoutMs, stop: running.stop }),
  (error: unknown) => {
    logger.fatal({ err: error }, 'failed to start');
    process.exit(1);
  },
);
