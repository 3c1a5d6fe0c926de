import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnApp, startAppProcess, type AppProcess, type SpawnedApp } from '../../support/app-process';
import { realRedisUrl } from '../../support/real-servers';
import { checkedFetch } from '../../support/contract-answers';

type Readiness = { status: string; checks: Record<string, { ok: boolean; detail?: string }> };

/** A TCP proxy to `target` that can be cut (every connection dropped, new ones refused) and restored. */
async function redisProxy(target: URL): Promise<{ port: number; cut(): Promise<void>; restore(): Promise<void>; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const open = (port = 0) =>
    new Promise<net.Server>((resolve) => {
      const server = net.createServer((client) => {
        const upstream = net.connect({ host: target.hostname, port: Number(target.port || 6379) });
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  let server: net.Server | undefined = await open();
  const port = (server.address() as net.AddressInfo).port;
  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
  };
  return {
    port,
    cut,
    async restore() {
      server = await open(port);
    },
    close: cut,
  };
}

async function readiness(app: AppProcess): Promise<{ status: number; body: Readiness }> {
  const response = await checkedFetch(`${app.baseUrl}/api/ready/`);
  return { status: response.status, body: (await response.json()) as Readiness };
}

async function until<T>(attempt: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await attempt();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const isRedisError = (line: { msg: string }) => line.msg === 'redis connection error';

describe('Redis unreachable at start', () => {
  let app: SpawnedApp | undefined;
  afterAll(async () => {
    await app?.dispose();
  });

  it('should exit non-zero within seconds, naming Redis and the URL without its password', async () => {
    const started = Date.now();
    app = await spawnApp({ REDIS_URL: 'redis://:s3cret-password@127.0.0.1:1' });
    const exit = await Promise.race([app.exited, new Promise<'hanging'>((resolve) => setTimeout(() => resolve('hanging'), 30_000))]);
    expect(exit).toEqual({ code: 1, signal: null });
    // tsx and the app's imports take a few seconds on this machine; Redis itself is given 5 s.
    expect(Date.now() - started).toBeLessThan(25_000);
    const fatal = app.logs.find((line) => line.level === 60);
    expect((fatal?.err as { message: string }).message).toMatch(/^Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1 is not reachable: connect ECONNREFUSED/);
    const everything = JSON.stringify(app.logs) + app.stderr();
    expect(everything).not.toContain('s3cret-password');
    expect(app.logs.filter(isRedisError).length).toBeLessThanOrEqual(1);
  }, 60_000);
});

const redisUrl = await realRedisUrl();

describe.skipIf(!redisUrl)('Redis lost while running', () => {
  let proxy: Awaited<ReturnType<typeof redisProxy>>;
  let app: AppProcess | undefined;
  afterAll(async () => {
    if (app?.isRunning()) {
      app.signal('SIGTERM');
      await Promise.race([app.exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    }
    await app?.dispose();
    await proxy?.close();
  });

  it('should answer 503 naming Redis, keep the logs quiet, and be ready again when Redis is back', async () => {
    proxy = await redisProxy(new URL(redisUrl!));
    const viaProxy = `redis://127.0.0.1:${proxy.port}`;
    app = await startAppProcess({ REDIS_URL: viaProxy, QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}` });
    expect((await readiness(app)).status).toBe(200);

    await proxy.cut();
    const lost = await until(() => readiness(app!), (ready) => ready.status === 503, 10_000);
    expect(lost.status).toBe(503);
    expect(lost.body.checks.redis?.ok).toBe(false);
    expect(lost.body.checks.redis?.detail).toContain(`Redis at ${viaProxy} is not reachable`);

    // A request that queues a job (the sign-in code mail) answers 503 in seconds instead of hanging.
    const started = Date.now();
    const sendCode = await checkedFetch(`${app.baseUrl}/api/send-code/?email=anna%40example.ru&registration=false&agreement=false&notification=false`);
    expect(sendCode.status).toBe(503);
    expect(((await sendCode.json()) as { detail: string }).detail).toMatch(/временно недоступен/);
    expect(Date.now() - started).toBeLessThan(5000);

    // ioredis reconnects every connection (the queues', each worker's, the probe's) again and
    // again; throttled, each distinct error shows once in this window instead of several a second.
    const before = app.logs.filter(isRedisError).length;
    await new Promise((resolve) => setTimeout(resolve, 8000));
    const during = app.logs.filter(isRedisError).length - before;
    expect(during).toBeLessThanOrEqual(4);
    expect(app.isRunning()).toBe(true);

    await proxy.restore();
    const back = await until(() => readiness(app!), (ready) => ready.status === 200, 15_000);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
  }, 120_000);
});
