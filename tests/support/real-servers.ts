import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Where the suites find real PostgreSQL and Redis: the URLs in TEST_DATABASE_URL / TEST_REDIS_URL,
 * else the servers at their standard local ports, else containers started by testcontainers when a
 * Docker engine runs. With none of them a suite says so in one visible line and is skipped.
 */
export const defaultPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const defaultRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const dockerAvailable = () => existsSync('/var/run/docker.sock') || Boolean(process.env.DOCKER_HOST);

let postgresUrl: Promise<string | undefined> | undefined;
let redisUrl: Promise<string | undefined> | undefined;

async function resolvePostgres(): Promise<string | undefined> {
  if (await reachable(defaultPostgresUrl, 5432)) return defaultPostgresUrl;
  if (dockerAvailable()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17-alpine').start();
    return container.getConnectionUri();
  }
  console.warn(`[tests] PostgreSQL not reachable at ${defaultPostgresUrl} and no Docker engine for testcontainers: real-PostgreSQL suites are skipped.`);
  return undefined;
}

async function resolveRedis(): Promise<string | undefined> {
  if (await reachable(defaultRedisUrl, 6379)) return defaultRedisUrl;
  if (dockerAvailable()) {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer('redis:7-alpine').start();
    return container.getConnectionUrl();
  }
  console.warn(`[tests] Redis not reachable at ${defaultRedisUrl} and no Docker engine for testcontainers: real-Redis suites are skipped.`);
  return undefined;
}

export const realPostgresUrl = () => (postgresUrl ??= resolvePostgres());
export const realRedisUrl = () => (redisUrl ??= resolveRedis());

/** A new, empty database on the real server, dropped by the returned `drop`. */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `scratch_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Deletes the keys matching `pattern` (e.g. a test run's queue prefix `test-ab12cd34:*`). */
export async function deleteRedisKeys(url: string, pattern: string): Promise<void> {
  const redis = new Redis(url);
  try {
    for await (const keys of redis.scanStream({ match: pattern, count: 500 })) {
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
    }
  } finally {
    await redis.quit();
  }
}
