import type { RequestListener } from 'node:http';
import type { Config } from '../config/config';
import type { Logger } from '../config/logger';
import { privateFolder } from '../db/private-files';
import { startServices } from '../services';
import { healthListener } from './health-listener';
import { listenHttp } from './http-server';
import { startProjectionsService } from './projections-service';
import type { RoleServices } from './role-services';

export type RunningProcess = {
  /** The HTTP port: the API with the `web` role, otherwise only `/api/health/` and `/api/ready/`. */
  port: number;
  /** HTTP first (requests in flight are answered), then jobs, projections and connections. */
  stop: () => Promise<void>;
};

async function startRoles(config: Config, logger: Logger): Promise<{ services: RoleServices; listener: RequestListener }> {
  const roles = new Set(config.roles);
  if (!roles.has('web') && !roles.has('workers')) {
    const services = await startProjectionsService(config, logger);
    return { services, listener: healthListener(services.probes, logger) };
  }
  // The job processors use the same modules as the API, so `workers` builds them too, unserved.
  const services = await startServices(config, logger);
  return { services, listener: roles.has('web') ? services.app.callback() : healthListener(services.probes, logger) };
}

/** Without PUBLIC_URL, links in mail point at the address really listened on, not at a default port. */
function withListeningAddress(config: Config, port: number): Config {
  return config.publicUrlFollowsListener ? { ...config, publicUrl: `http://localhost:${port}` } : config;
}

/** Starts what `APP_ROLES` asks for in this process and listens on `PORT`. */
export async function startProcess(config: Config, logger: Logger): Promise<RunningProcess> {
  // Whatever the process creates is its user's alone (`db/private-files.ts`).
  process.umask(0o077);
  await privateFolder(config.dataDir);
  const http = await listenHttp(config.port);
  const { services, listener } = await startRoles(withListeningAddress(config, http.port), logger).catch(async (error: unknown) => {
    await http.close();
    throw error;
  });
  http.serve(listener);
  const serves = config.roles.includes('web') ? 'api' : 'health';
  logger.info(
    {
      port: http.port,
      serves,
      database: services.db.kind,
      events: config.eventstoreUrl ? 'eventstoredb' : services.db.kind,
      jobs: config.redisUrl ? 'bullmq' : 'in-process',
      mail: config.smtpUrl ? 'smtp' : 'outbox',
    },
    serves === 'api' ? `listening on http://localhost:${http.port}` : `health endpoints on http://localhost:${http.port}/api/ready/`,
  );
  return {
    port: http.port,
    async stop() {
      try {
        await http.close();
      } finally {
        await services.close();
      }
    },
  };
}
