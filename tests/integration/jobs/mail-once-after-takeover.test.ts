import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Mailer, MailMessage } from '../../../server/src/adapters/mail/mailer';
import { createOnceMailer } from '../../../server/src/adapters/mail/once-mailer';
import { createOutboxMailer } from '../../../server/src/adapters/mail/outbox-mailer';
import { createBullmqJobQueue } from '../../../server/src/adapters/queue/bullmq-job-queue';
import { openInProcessJobQueue } from '../../../server/src/adapters/queue/in-process-job-queue';
import type { JobDefinition, JobQueue } from '../../../server/src/adapters/queue/job-queue';
import { runJob } from '../../../server/src/adapters/queue/job-run';
import { claimDueJobs, insertJob } from '../../../server/src/adapters/queue/jobs-table';
import { createLogger } from '../../../server/src/config/logger';
import type { Database } from '../../../server/src/db/database';
import { mailDeliveryPolicyOf } from '../../../server/src/jobs/mail-delivery-policy';
import { databaseBackends } from '../../support/database-backends';
import { deleteRedisKeys, realRedisUrl } from '../../support/real-servers';
import { migrated } from '../../support/migrated-database';

/**
 * A mail job whose process died after its mail left, before the job was recorded as done: another
 * process takes the job over once the claim's lease has passed and runs it again. The first
 * process is played by its traces: the job claimed under a token no live runner holds, and its run
 * (`runJob`, as the queue runs it) sending through the once-mailer and never settling the job.
 */

const leaseMs = 600;
const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
const payload = z.object({ to: z.string() });
const mail = (to: string): MailMessage => ({ to, subject: 'Код для входа', text: 'Код: 123456', html: '<p>Код: 123456</p>' });
/** A mailer whose process dies right after the transport took the mail: its send never returns. */
const dyingAfterSend = (mailer: Mailer): Mailer => ({
  async send(message) {
    await mailer.send(message);
    return new Promise<never>(() => undefined);
  },
  close: () => mailer.close(),
});

for (const backend of await databaseBackends()) {
  describe.skipIf(!backend.available)(`a mail job taken over from a process that died (${backend.name})`, () => {
    let db: Database;
    let drop: () => Promise<void>;
    let folder: string;
    const queues: JobQueue[] = [];
    beforeAll(async () => {
      const opened = await backend.open();
      db = await migrated(opened.db);
      drop = () => opened.drop();
      folder = await mkdtemp(path.join(os.tmpdir(), 'mail-once-'));
    }, 60_000);
    afterEach(async () => {
      await Promise.all(queues.splice(0).map((queue) => queue.close()));
    });
    afterAll(async () => {
      await drop?.();
      await rm(folder, { recursive: true, force: true });
    });

    /** One kind of mail job (by its queue name) mailing into its own outbox folder. */
    function mailJob(name: string, first: 'dies after the record' | 'dies between send and record') {
      const outbox = path.join(folder, `${name}-${randomUUID()}`);
      const transport = createOutboxMailer({ outboxDir: outbox, mailFrom: { name: 'Анна', address: 'coach@example.ru' } }, logger);
      const once = (mailer: Mailer) => createOnceMailer(mailer, { db, logger, policyOf: mailDeliveryPolicyOf });
      const definitionWith = (mailer: Mailer): JobDefinition<{ to: string }> => ({
        name,
        payload,
        attempts: 3,
        backoffMs: 10,
        async process({ to }) {
          await mailer.send(mail(to));
        },
      });
      return {
        firstRun: definitionWith(once(first === 'dies after the record' ? transport : dyingAfterSend(transport))),
        takeOver: definitionWith(once(transport)),
        mails: async () => (await readdir(outbox)).filter((file) => file.endsWith('.eml')).length,
      };
    }

    /** The first process: claims the job, runs it (its mail leaves), and dies before settling it. */
    async function firstProcessDies(definition: JobDefinition<{ to: string }>, jobId: string): Promise<void> {
      await insertJob(db, { name: definition.name, jobId, payload: { to: 'olga@example.ru' }, runAt: Date.now(), now: Date.now() });
      const [claimed] = await claimDueJobs(db, { kinds: [definition.name], limit: 1, now: Date.now(), leaseMs, lockToken: randomUUID() });
      expect(claimed?.jobId).toBe(jobId);
      void runJob(definition, claimed!.payload, { attempt: 1, jobId, now: new Date() });
    }

    async function secondProcessTakesOver(definition: JobDefinition<{ to: string }>, jobId: string): Promise<void> {
      const queue = await openInProcessJobQueue({ db, logger, leaseMs, pollIntervalMs: 50 });
      queues.push(queue);
      await queue.startWorkers([definition]);
      const state = async () => (await db.query<{ state: string }>(`SELECT state FROM jobs WHERE name = $1 AND job_id = $2`, [definition.name, jobId])).rows[0]?.state;
      await expect.poll(state, { timeout: 10_000 }).toBe('completed');
    }

    it('should not send a mail again that the dead process sent and recorded', async () => {
      const job = mailJob('login-code-mail', 'dies after the record');
      await firstProcessDies(job.firstRun, 'login-code-7');
      await expect.poll(job.mails).toBe(1);
      await secondProcessTakesOver(job.takeOver, 'login-code-7');
      expect(await job.mails()).toBe(1);
      const { rows } = await db.query<{ key: string; message_id: string | null }>(`SELECT key, message_id FROM mail_deliveries WHERE key LIKE 'login-code-mail:%'`);
      expect(rows).toEqual([{ key: 'login-code-mail:login-code-7', message_id: expect.any(String) }]);
    });

    it('should skip, at most once, a testimonial invitation the dead process may have sent before recording it', async () => {
      const job = mailJob('testimonial-invitation-mail', 'dies between send and record');
      await firstProcessDies(job.firstRun, 'testimonial-invitation-3');
      await expect.poll(job.mails).toBe(1);
      await secondProcessTakesOver(job.takeOver, 'testimonial-invitation-3');
      expect(await job.mails()).toBe(1);
    });

    it('should send a sign-in code again, at least once, when the dead process may not have sent it', async () => {
      const job = mailJob('login-code-mail', 'dies between send and record');
      await firstProcessDies(job.firstRun, 'login-code-8');
      await expect.poll(job.mails).toBe(1);
      await secondProcessTakesOver(job.takeOver, 'login-code-8');
      expect(await job.mails()).toBe(2);
      const { rows } = await db.query<{ sent: boolean }>(`SELECT sent_at IS NOT NULL AS sent FROM mail_deliveries WHERE key = 'login-code-mail:login-code-8'`);
      expect(rows).toEqual([{ sent: true }]);
    });

    it('should send again after a failed send, and keep separate jobs separate', async () => {
      let refusals = 1;
      const outbox = path.join(folder, `refused-${randomUUID()}`);
      const transport = createOutboxMailer({ outboxDir: outbox, mailFrom: 'coach@example.ru' }, logger);
      const refusingOnce: Mailer = {
        async send(message) {
          if (refusals-- > 0) throw new Error('SMTP 451: try again later');
          return transport.send(message);
        },
        close: () => transport.close(),
      };
      const mailer = createOnceMailer(refusingOnce, { db, logger, policyOf: mailDeliveryPolicyOf });
      const definition: JobDefinition<{ to: string }> = {
        name: 'purchase-confirmation-mail',
        payload,
        attempts: 3,
        backoffMs: 10,
        async process({ to }) {
          await mailer.send(mail(to));
        },
      };
      const queue = await openInProcessJobQueue({ db, logger, leaseMs, pollIntervalMs: 50 });
      queues.push(queue);
      await queue.startWorkers([definition]);
      await queue.enqueue(definition, { to: 'olga@example.ru' }, { jobId: 'purchase-confirmation-1' });
      await queue.enqueue(definition, { to: 'olga@example.ru' }, { jobId: 'purchase-confirmation-2' });
      await expect.poll(async () => (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml')).length, { timeout: 10_000 }).toBe(2);
      // A mail outside any job (the back office's test mail) is not keyed.
      await mailer.send(mail('coach@example.ru'));
      expect((await readdir(outbox)).filter((file) => file.endsWith('.eml'))).toHaveLength(3);
      const { rows } = await db.query<{ key: string }>(`SELECT key FROM mail_deliveries WHERE key LIKE 'purchase-confirmation-mail:%' ORDER BY key`);
      expect(rows.map((row) => row.key)).toEqual(['purchase-confirmation-mail:purchase-confirmation-1', 'purchase-confirmation-mail:purchase-confirmation-2']);
    });
  });
}

const redisUrl = await realRedisUrl();
const postgres = (await databaseBackends()).find((backend) => backend.name === 'PostgreSQL')!;

describe.skipIf(!redisUrl || !postgres.available)('a mail job run again by BullMQ (PostgreSQL + Redis)', () => {
  const prefix = `test-mail-once-${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    if (redisUrl) await deleteRedisKeys(redisUrl, `${prefix}:*`);
  });

  it('should skip the mail a run of the same job recorded as sent before its process died (stalled-job recovery)', async () => {
    const opened = await postgres.open();
    const db = await migrated(opened.db);
    const outbox = await mkdtemp(path.join(os.tmpdir(), 'mail-once-bullmq-'));
    const queue = createBullmqJobQueue({ redisUrl: redisUrl!, prefix }, logger);
    try {
      const mailer = createOnceMailer(createOutboxMailer({ outboxDir: outbox, mailFrom: 'coach@example.ru' }, logger), { db, logger, policyOf: mailDeliveryPolicyOf });
      const runs: string[] = [];
      const definition: JobDefinition<{ to: string }> = {
        name: 'purchase-confirmation-mail',
        payload,
        attempts: 1,
        backoffMs: 10,
        async process({ to }, { jobId }) {
          await mailer.send(mail(to));
          runs.push(jobId);
        },
      };
      // What the dead process left: its mail sent and recorded, the job not completed.
      await db.query(`INSERT INTO mail_deliveries (key, runner, started_at, message_id, sent_at) VALUES ($1, 'dead-runner', now(), '<sent@example.ru>', now())`, [
        'purchase-confirmation-mail:purchase-confirmation-9',
      ]);
      await queue.startWorkers([definition]);
      await queue.enqueue(definition, { to: 'olga@example.ru' }, { jobId: 'purchase-confirmation-9' });
      await expect.poll(() => runs, { timeout: 10_000 }).toEqual(['purchase-confirmation-9']);
      expect((await readdir(outbox)).filter((file) => file.endsWith('.eml'))).toEqual([]);
    } finally {
      await queue.close();
      await opened.drop();
      await rm(outbox, { recursive: true, force: true });
    }
  });
});
