import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../../server/src/adapters/mail/outbox-mailer';
import type { Mailer } from '../../../server/src/adapters/mail/mailer';
import { createBullmqJobQueue } from '../../../server/src/adapters/queue/bullmq-job-queue';
import { openInProcessJobQueue } from '../../../server/src/adapters/queue/in-process-job-queue';
import type { JobQueue } from '../../../server/src/adapters/queue/job-queue';
import { createLogger } from '../../../server/src/config/logger';
import { loginCodeMailJob } from '../../../server/src/modules/auth/jobs/login-code-mail';
import { waitForMail } from '../../support/outbox';
import { realRedisUrl } from '../../support/real-servers';
import { openMigratedPglite } from '../../support/migrated-database';

const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
const redisUrl = await realRedisUrl();
const prefix = `test-login-mail-${randomBytes(4).toString('hex')}`;

/** The job as the server runs it: queue, worker, real MIME written to the outbox, read back by the test helper. */
function describeLoginCodeMailOn(queueName: string, createQueue: () => JobQueue | Promise<JobQueue>) {
  describe(`login code mail through the ${queueName} queue`, () => {
    let dataDir: string;
    let mailer: Mailer;
    let queue: JobQueue;

    beforeEach(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'login-mail-'));
      mailer = createOutboxMailer({ outboxDir: path.join(dataDir, 'outbox'), mailFrom: 'Коуч Анна Смирнова <hello@example.ru>' }, logger);
      queue = await createQueue();
    });
    afterEach(async () => {
      await queue.close();
      await mailer.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('should land in the outbox as a message whose subject carries the code', async () => {
      const job = loginCodeMailJob({ mailer, publicUrl: 'https://coach.example', coach: async () => ({ name: 'Анна Смирнова', nameGenitive: 'Анны Смирновой' }) });
      await queue.startWorkers([job]);
      await queue.enqueue(job, { kind: 'sign-in-code', email: 'client@example.ru', code: '48213', expiresInMinutes: 10 }, { jobId: `login-code-${randomBytes(4).toString('hex')}` });
      const mail = await waitForMail(path.join(dataDir, 'outbox'), (message) => message.to.includes('client@example.ru'), 10_000);
      expect(mail.subject).toBe('Код для входа: 48213');
      expect(mail.text).toContain('48213');
      expect(mail.html).toContain('48213');
    });
  });
}

describe('in process', () => {
  const pglite = openMigratedPglite();
  afterAll(async () => (await pglite).close());
  describeLoginCodeMailOn('in-process', async () => openInProcessJobQueue({ db: await pglite, logger }));
});

describe.skipIf(!redisUrl)('on Redis', () => {
  afterAll(async () => {
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  describeLoginCodeMailOn('BullMQ', () => createBullmqJobQueue({ redisUrl: redisUrl!, prefix }, logger));
});
