import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBullmqJobId } from '../../../server/src/adapters/queue/bullmq-job-id';
import { ApiClient } from '../../support/api-client';
import { spawnApp, startAppProcess, type AppProcess } from '../../support/app-process';
import { createScratchDatabase, deleteRedisKeys, realPostgresUrl, realRedisUrl } from '../../support/real-servers';
import { slowPost } from '../../support/slow-request';
import { startSmtpStandIn, type SmtpStandIn } from '../../support/smtp-stand-in';

/**
 * The real entry (`tsx server/src/main.ts`) started as separate processes, one per role, on a
 * scratch PostgreSQL database, a queue prefix of its own in Redis and an SMTP stand-in; then each
 * is stopped with SIGTERM while it has work in flight.
 */

const postgresUrl = await realPostgresUrl();
const redisUrl = await realRedisUrl();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Readiness = { status: string; checks: Record<string, { ok: boolean }> };

async function readiness(process: AppProcess): Promise<{ status: number; body: Readiness }> {
  const response = await fetch(`${process.baseUrl}/api/ready/`);
  return { status: response.status, body: (await response.json()) as Readiness };
}

/** The 5-digit code of the newest sign-in mail to `email` the stand-in acknowledged. */
async function mailedCode(smtp: SmtpStandIn, email: string): Promise<string> {
  const mail = await smtp.waitForMessage((message) => message.to.includes(email) && /\b\d{5}\b/.test(message.subject));
  return /\b(\d{5})\b/.exec(mail.subject)![1]!;
}

describe.skipIf(!postgresUrl || !redisUrl)('process roles and graceful shutdown (real entry, PostgreSQL, Redis)', () => {
  const prefix = `test-roles-${randomBytes(4).toString('hex')}`;
  // One address per test: a code per address every 30 s is the send-code limit.
  const address = (name: string) => `${name}-${randomBytes(3).toString('hex')}@example.ru`;
  let scratch: { url: string; drop: () => Promise<void> };
  let smtp: SmtpStandIn;
  let env: Record<string, string>;
  const started: AppProcess[] = [];
  let web: AppProcess;
  let workers: AppProcess;
  let projections: AppProcess;
  const start = async (roles: string) => {
    const process = await startAppProcess({ ...env, APP_ROLES: roles });
    started.push(process);
    return process;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(postgresUrl!);
    smtp = await startSmtpStandIn();
    env = { DATABASE_URL: scratch.url, REDIS_URL: redisUrl!, QUEUE_PREFIX: prefix, SMTP_URL: smtp.url, ADMIN_EMAILS: 'coach@example.ru' };
    // As in docker-compose.yml: web creates the tables first, then the others start.
    web = await start('web');
    [workers, projections] = await Promise.all([start('workers'), start('projections')]);
  });
  afterAll(async () => {
    await Promise.all(started.map((process) => process.dispose()));
    await smtp?.close();
    await scratch?.drop();
    await deleteRedisKeys(redisUrl!, `${prefix}:*`);
  });

  it('should serve the API from web alone, with jobs mailed by workers and read models built by projections', async () => {
    const email = address('registered');
    expect(web.logs.find((line) => line.serves)).toMatchObject({ roles: 'web', serves: 'api', jobs: 'bullmq', database: 'postgres' });
    const client = new ApiClient(web.baseUrl);
    await client.get('/api/csrf');
    const sent = await client.get<{ uuid: string }>('/api/send-code/', { email, registration: true, agreement: true, notification: false, mail_consent: true });
    expect(sent.status).toBe(200);
    // Registration appends the event and waits, in web, for the projections process's checkpoint.
    const signedIn = await client.post<{ user: { email: string } }>('/api/token', { uuid: sent.body.uuid, code: await mailedCode(smtp, email) });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect((await client.get<{ email: string }>('/api/user-me/')).body.email).toBe(email);

    // Every role answers the same probes on its own port; only the ones using Redis check it, and
    // the ones writing to the data folder (outbox, backups) its free space.
    for (const [process, checks] of [
      [web, ['database', 'disk', 'eventStore', 'projections', 'redis']],
      [workers, ['database', 'disk', 'eventStore', 'projections', 'redis']],
      [projections, ['database', 'eventStore', 'projections']],
    ] as const) {
      const ready = await readiness(process);
      expect(ready, JSON.stringify(ready.body)).toMatchObject({ status: 200, body: { status: 'ready' } });
      expect(Object.keys(ready.body.checks).sort()).toEqual(checks);
    }
    expect((await fetch(`${workers.baseUrl}/api/send-code/`)).status).toBe(404);
  });

  it('should let a running job finish on SIGTERM to workers: mailed once, completed on its first attempt, exit 0', async () => {
    const email = address('in-flight-job');
    const client = new ApiClient(web.baseUrl);
    const held = smtp.holdNext();
    const sent = await client.get<{ uuid: string }>('/api/send-code/', { email, registration: false, agreement: false, notification: false });
    expect(sent.status).toBe(200);
    await held.arrived; // the job is now in the middle of its SMTP conversation
    workers.signal('SIGTERM');
    await workers.waitForLog((line) => line.signal === 'SIGTERM');
    await sleep(500);
    expect(workers.isRunning()).toBe(true);
    held.release();
    expect(await workers.exited).toEqual({ code: 0, signal: null });
    expect(workers.logs.some((line) => line.msg === 'shut down cleanly')).toBe(true);

    const queue = new Queue('login-code-mail', { connection: { url: redisUrl }, prefix });
    try {
      const job = await queue.getJob(toBullmqJobId(`login-code-${sent.body.uuid}`));
      expect(await job?.getState()).toBe('completed');
      expect(job?.attemptsStarted).toBe(1);
    } finally {
      await queue.close();
    }
    expect(smtp.received.filter((message) => message.to.includes(email))).toHaveLength(1);
  });

  it('should answer a request in flight on SIGTERM to web, refuse new connections, and exit 0', async () => {
    const client = new ApiClient(web.baseUrl);
    await client.get('/api/csrf');
    const query = { email: address('in-flight-request'), registration: false, agreement: false, notification: false };
    const { uuid } = (await client.get<{ uuid: string }>('/api/send-code/', query)).body;
    const wrongCode = '00000';
    const answer = await slowPost(client, '/api/token', { uuid, code: wrongCode }, async () => {
      web.signal('SIGTERM');
      await web.waitForLog((line) => line.signal === 'SIGTERM');
      await sleep(300);
      expect(web.isRunning()).toBe(true);
      await expect(fetch(`${web.baseUrl}/api/health/`)).rejects.toThrow();
    });
    // Handled in full by the stopping process: the code was checked against the database.
    expect(answer.status).toBe(400);
    expect(String(answer.body.detail)).toMatch(/код/i);
    expect(await web.exited).toEqual({ code: 0, signal: null });
  });

  it('should stop the projections process on SIGTERM with exit 0', async () => {
    projections.signal('SIGTERM');
    expect(await projections.exited).toEqual({ code: 0, signal: null });
    expect(projections.logs.some((line) => line.msg === 'shut down cleanly')).toBe(true);
  });

  it('should refuse split roles without Redis, saying what to set', async () => {
    const process = await spawnApp({ APP_ROLES: 'workers', DATABASE_URL: scratch.url });
    try {
      expect((await process.exited).code).toBe(1);
      expect(process.logs.find((line) => line.msg === 'invalid configuration')?.err).toMatchObject({
        message: expect.stringMatching(/APP_ROLES=workers runs only part of the app.*set REDIS_URL/),
      });
    } finally {
      await process.dispose();
    }
  });
});
