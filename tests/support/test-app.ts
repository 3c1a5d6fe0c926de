import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Projection } from '../../projections/projection';
import { loadConfig } from '../../server/src/config/config';
import { createLogger, type Logger } from '../../server/src/config/logger';
import type { Database } from '../../server/src/db/database';
import { openPostgresDatabase } from '../../server/src/db/postgres-database';
import type { SendCodeLimits } from '../../server/src/modules/auth/rate-limits';
import type { GuestCheckoutLimits } from '../../server/src/modules/purchases/guest-checkout-limits';
import { startServices, type Services } from '../../server/src/services';
import { ApiClient } from './api-client';
import { openAppDatabase } from './migrated-database';
import { testReadModelWaitMs } from './read-model-wait';
import { createScratchDatabase, realPostgresUrl, realRedisUrl } from './real-servers';

/** `embedded`: in-memory PGlite, in-process jobs. `servers`: real PostgreSQL and Redis (BullMQ). */
export type Backend = 'embedded' | 'servers';

export type TestApp = {
  baseUrl: string;
  outboxDir: string;
  services: Services;
  /** A client of its own; `clientIp` (127.0.0.x) is the address the server sees it come from. */
  client(options?: { clientIp?: string }): ApiClient;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  backend: Backend;
  now?: () => Date;
  /** The in-process jobs run by `now` too (see `ServiceOverrides.jobsFollowNow`). */
  jobsFollowNow?: boolean;
  sendCodeLimits?: SendCodeLimits;
  guestCheckoutLimits?: GuestCheckoutLimits;
  adminEmails?: string[];
  webRoot?: string;
  /** PUBLIC_URL; an `https://` one makes the app trust X-Forwarded-* as behind a proxy. */
  publicUrl?: string;
  /** Shortens how long an unpaid session keeps its slot. */
  paymentHoldMinutes?: number;
  /** An open database to run on instead of the backend's own, left open on close (to start again on the same data, or on a copy). */
  database?: Database;
  /** A logger instead of the one from `LOG_LEVEL` (to look at what the server logged). */
  logger?: Logger;
  /** The read models to follow instead of the real ones (e.g. the real ones behind a slow one). */
  projections?: readonly Projection[];
  /** More settings, on top of the test defaults (e.g. `PUBLIC_URL`, `YOOKASSA_NOTIFICATION_NETWORKS`). */
  environment?: Record<string, string>;
};

/** Whether the real servers of a backend are there; `embedded` always is. */
export async function backendAvailable(backend: Backend): Promise<boolean> {
  if (backend === 'embedded') return true;
  return Boolean((await realPostgresUrl()) && (await realRedisUrl()));
}

/** Starts the whole server on a free port with its own data folder and database. */
export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-test-'));
  const cleanups: Array<() => Promise<void>> = [() => rm(dataDir, { recursive: true, force: true })];
  let redisUrl: string | undefined;
  let db;
  if (options.database) {
    db = options.database;
  } else if (options.backend === 'servers') {
    const serverUrl = await realPostgresUrl();
    redisUrl = await realRedisUrl();
    if (!serverUrl || !redisUrl) throw new Error('Real PostgreSQL and Redis are required for the servers backend');
    const scratch = await createScratchDatabase(serverUrl);
    cleanups.unshift(scratch.drop);
    db = await openPostgresDatabase(scratch.url);
  } else {
    db = await openAppDatabase();
  }
  if (!options.database) cleanups.unshift(() => db.close());
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAILS: (options.adminEmails ?? ['coach@example.ru']).join(','),
    PUBLIC_URL: options.publicUrl ?? 'http://localhost:3000',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // A test clock near 03:00 Moscow time would otherwise start a backup in the middle of a test.
    BACKUP_NIGHTLY: 'off',
    READ_MODEL_WAIT_MS: testReadModelWaitMs,
    ...(redisUrl ? { REDIS_URL: redisUrl, QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}` } : {}),
    ...options.environment,
  });
  const services = await startServices(config, options.logger ?? createLogger(config.logLevel), {
    db,
    now: options.now,
    jobsFollowNow: options.jobsFollowNow,
    sendCodeLimits: options.sendCodeLimits,
    guestCheckoutLimits: options.guestCheckoutLimits,
    webRoot: options.webRoot ?? path.join(dataDir, 'no-web'),
    paymentHoldMinutes: options.paymentHoldMinutes,
    projections: options.projections,
  });
  cleanups.unshift(() => services.close());
  const server = services.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  cleanups.unshift(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    outboxDir: path.join(dataDir, 'outbox'),
    services,
    client: (clientOptions) => new ApiClient(baseUrl, {}, clientOptions),
    async close() {
      for (const cleanup of cleanups) await cleanup();
    },
  };
}
