import type { Server } from 'node:http';
import { loadConfig } from './config/config';
import { createLogger } from './config/logger';
import { startServices } from './services';

const config = loadConfig();
const logger = createLogger(config.logLevel);

async function main(): Promise<void> {
  const services = await startServices(config, logger);
  const server: Server = services.app.listen(config.port, () => {
    logger.info(
      {
        port: config.port,
        database: services.db.kind,
        jobs: config.redisUrl ? 'bullmq' : 'in-process',
        mail: config.smtpUrl ? 'smtp' : 'outbox',
      },
      `listening on http://localhost:${config.port}`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Finish in-flight requests first, then jobs, projections and the database.
    server.close((error) => {
      if (error) logger.error({ err: error }, 'http server close failed');
      services
        .close()
        .then(() => process.exit(0))
        .catch((closeError: unknown) => {
          logger.error({ err: closeError }, 'shutdown failed');
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
