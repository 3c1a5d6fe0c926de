import path from 'node:path';
import { z } from 'zod';
import { messengerSettingsFromEnvironment, type MessengerSettings } from '../adapters/messenger/messenger-settings';
import { resolvePaymentSettings, type PaymentSettings } from '../adapters/payments/payment-settings';
import type { PracticeDetails } from '../modules/practice/practice-details';
import { practiceSeedFromEnvironment } from '../modules/practice/practice-seed';
import { roomSettingsFromEnvironment, type RoomSettings } from '../modules/rooms/room-settings';
import { appRolesSchema, splitRolesProblem, type AppRole } from './roles';

const commaSeparatedEmails = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email.length > 0),
  );

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.string().url().optional());

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  EVENTSTORE_URL: z.string().trim().optional().transform((value) => value || undefined),
  REDIS_URL: optionalUrl,
  QUEUE_PREFIX: z.string().regex(/^[\w-]+$/).default('coach'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().optional().transform((value) => value || undefined),
  ADMIN_EMAILS: commaSeparatedEmails,
  SUPPORT_EMAIL: z.string().email().optional(),
  PUBLIC_URL: optionalUrl,
  APP_SECRET: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  APP_ROLES: appRolesSchema,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),
  READY_MAX_PROJECTION_LAG: z.coerce.number().int().positive().default(1000),
  READ_MODEL_WAIT_MS: z.coerce.number().int().positive().optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_NIGHTLY: z.enum(['on', 'off']).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  DISK_MIN_FREE_MB: z.coerce.number().int().min(0).default(1024),
  BUSY_CALENDAR_ALLOW_LOCAL: z.enum(['on', 'off']).default('off'),
  WORKSPACE_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(500),
});

export type Config = {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** EventStoreDB / KurrentDB connection string; when unset the events live in the database. */
  eventstoreUrl: string | undefined;
  redisUrl: string | undefined;
  /** Key prefix of the BullMQ queues in Redis, so several deployments or test runs can share one server. */
  queuePrefix: string;
  smtpUrl: string | undefined;
  /** MAIL_FROM; when unset, mail goes out as the practice's coach and contact address (Практика). */
  mailFrom: string | undefined;
  /** What the first start writes down as the practice's details (`PRACTICE_*`). */
  practiceSeed: PracticeDetails;
  adminEmails: readonly string[];
  /** Where support requests go: SUPPORT_EMAIL, else the first admin address, else the seeded support address. */
  supportEmail: string;
  /** Where mail links point: PUBLIC_URL, else the address this process listens on. */
  publicUrl: string;
  /** No PUBLIC_URL was set: `publicUrl` is replaced by the real listening address once the port is bound. */
  publicUrlFollowsListener: boolean;
  appSecret: string;
  /** The payment provider (`PAYMENT_PROVIDER`, the YooKassa keys) and YooKassa's notification networks. */
  payments: PaymentSettings;
  logLevel: string;
  production: boolean;
  /** What this process runs (`APP_ROLES`); all roles by default. */
  roles: readonly AppRole[];
  /** How long a graceful shutdown may take before the process gives up and exits with 1. */
  shutdownTimeoutMs: number;
  /** `/api/ready/` answers 503 when a read model is more events behind than this. */
  readyMaxProjectionLag: number;
  /**
   * How long a request or job waits for the read models to show its own write before it answers
   * 503 (`READ_MODEL_WAIT_MS`); unset, the projections' own default (`readModelWaitMs`).
   */
  readModelWaitMs: number | undefined;
  backups: {
    /** Where the archives and the erasure log live (`BACKUP_DIR`, default `DATA_DIR/backups`). */
    dir: string;
    /** How many nightly archives are kept. */
    keep: number;
    /** Whether a backup job runs every night: on by default on the embedded PGlite. */
    nightly: boolean;
  };
  /** Bearer token of `GET /metrics`; without it the endpoint answers 404. */
  metricsToken: string | undefined;
  /** Below this much free space in the data folder, `/api/ready/` fails. */
  diskMinFreeBytes: number;
  /**
   * `BUSY_CALENDAR_ALLOW_LOCAL=on`: the coach's calendar may be fetched over http and from local and
   * private addresses (tests, development); off, only https on the public internet.
   */
  busyCalendarAllowLocal: boolean;
  /** What a client's own uploads to her workspace may take in all (`WORKSPACE_QUOTA_MB`, 500 by default). */
  workspaceQuotaBytes: number;
  /** The video-room providers the environment configures (`JITSI_*`, `TELEMOST_*`; docs/rooms.md). */
  rooms: RoomSettings;
  /** The messengers' bots (`TELEGRAM_*`, `MAX_*`); one without its token is absent. */
  messengers: MessengerSettings;
};

/** Reads the configuration from the environment; throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  const practiceSeed = practiceSeedFromEnvironment(env);
  if (production && !values.APP_SECRET) {
    throw new Error('Invalid environment: APP_SECRET is required when NODE_ENV=production');
  }
  if (production && !values.PUBLIC_URL) {
    throw new Error('Invalid environment: PUBLIC_URL is required when NODE_ENV=production (the links in every mail point there)');
  }
  const rolesProblem = splitRolesProblem(values.APP_ROLES, { databaseUrl: values.DATABASE_URL, redisUrl: values.REDIS_URL });
  if (rolesProblem) throw new Error(`Invalid environment: ${rolesProblem}`);
  let payments: PaymentSettings;
  let messengers: MessengerSettings;
  try {
    payments = resolvePaymentSettings(env, production);
    messengers = messengerSettingsFromEnvironment(env);
  } catch (error) {
    throw new Error(`Invalid environment: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  let rooms: RoomSettings;
  try {
    rooms = roomSettingsFromEnvironment(env);
  } catch (error) {
    throw new Error(`Invalid environment: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return {
    port: values.PORT,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    eventstoreUrl: values.EVENTSTORE_URL,
    redisUrl: values.REDIS_URL,
    queuePrefix: values.QUEUE_PREFIX,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    practiceSeed,
    adminEmails: values.ADMIN_EMAILS,
    supportEmail: values.SUPPORT_EMAIL ?? values.ADMIN_EMAILS[0] ?? practiceSeed.supportEmail,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    publicUrlFollowsListener: !values.PUBLIC_URL,
    // Development fallback only: production refuses to start without APP_SECRET (above).
    appSecret: values.APP_SECRET ?? 'development-secret-not-for-production',
    payments,
    logLevel: values.LOG_LEVEL,
    production,
    roles: values.APP_ROLES,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    readyMaxProjectionLag: values.READY_MAX_PROJECTION_LAG,
    readModelWaitMs: values.READ_MODEL_WAIT_MS,
    backups: {
      dir: path.resolve(values.BACKUP_DIR ?? path.join(values.DATA_DIR, 'backups')),
      keep: values.BACKUP_KEEP,
      nightly: values.BACKUP_NIGHTLY ? values.BACKUP_NIGHTLY === 'on' : !values.DATABASE_URL,
    },
    metricsToken: values.METRICS_TOKEN,
    diskMinFreeBytes: values.DISK_MIN_FREE_MB * 1024 * 1024,
    busyCalendarAllowLocal: values.BUSY_CALENDAR_ALLOW_LOCAL === 'on',
    workspaceQuotaBytes: values.WORKSPACE_QUOTA_MB * 1024 * 1024,
    rooms,
    messengers,
  };
}
