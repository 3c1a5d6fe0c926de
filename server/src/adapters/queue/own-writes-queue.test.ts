import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EventStore } from '../../eventstore/event-store';
import { readYourWrites, recordingWrites, runWithReadYourWrites } from '../../eventstore/read-your-writes';
import type { AnyJobDefinition, JobDefinition, JobQueue } from './job-queue';
import { carryingOwnWrites } from './own-writes-queue';

/** A queue as both adapters behave: the payload is parsed at enqueue, stored as JSON, parsed again when run. */
function queueKeepingJobs() {
  const stored: { name: string; data: string }[] = [];
  const workers = new Map<string, AnyJobDefinition>();
  const queue: JobQueue = {
    enqueue(definition, payload) {
      stored.push({ name: definition.name, data: JSON.stringify(definition.payload.parse(payload)) });
      return Promise.resolve();
    },
    cancel: () => Promise.resolve(false),
    forget: () => Promise.resolve(),
    counts: () => Promise.resolve([]),
    startWorkers(definitions) {
      for (const definition of definitions) workers.set(definition.name, definition);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
  const runAll = async () => {
    for (const job of stored.splice(0)) {
      const definition = workers.get(job.name)!;
      await definition.process(definition.payload.parse(JSON.parse(job.data)), { attempt: 1, jobId: job.name, now: new Date() });
    }
  };
  return { queue, stored, runAll };
}

const storeAt = (position: bigint): EventStore => ({
  appendToStream: () => Promise.resolve({ nextExpectedRevision: 0, position }),
  readStream: () => Promise.resolve([]),
  readAll: () => Promise.resolve([]),
  subscribeToAll: () => ({ stop: () => Promise.resolve() }),
  close: () => Promise.resolve(),
});

describe('jobs carrying their scope’s own writes', () => {
  it('should queue a job at once after an append, and make the job’s read wait for that append', async () => {
    const steps: string[] = [];
    const awaitPosition = (position: bigint) => Promise.resolve(void steps.push(`read models show ${position}`));
    const { queue, runAll } = queueKeepingJobs();
    const jobs = carryingOwnWrites(queue, awaitPosition);
    const mail: JobDefinition<{ purchaseId: string }> = {
      name: 'purchase-confirmation-mail',
      payload: z.object({ purchaseId: z.string() }),
      attempts: 1,
      backoffMs: 1,
      async process({ purchaseId }) {
        await readYourWrites();
        steps.push(`job reads ${purchaseId}`);
      },
    };
    await jobs.startWorkers([mail]);
    const store = recordingWrites(storeAt(42n));

    await runWithReadYourWrites(awaitPosition, async () => {
      await store.appendToStream('purchase-p1', [{ type: 'PurchasePaid', data: {}, metadata: { actor: 'system', correlationId: 'c' } }]);
      await jobs.enqueue(mail, { purchaseId: 'p1' }, { jobId: 'purchase-confirmation-p1' });
      steps.push('queued');
      // Another process may run it before the request answers.
      await runAll();
      steps.push('request answers');
    });

    expect(steps).toEqual(['queued', 'read models show 42', 'job reads p1', 'request answers', 'read models show 42']);
  });

  it('should run a job queued after no append, or before positions were carried, with its payload as it was', async () => {
    const awaited: bigint[] = [];
    const { queue, stored, runAll } = queueKeepingJobs();
    const jobs = carryingOwnWrites(queue, (position) => Promise.resolve(void awaited.push(position)));
    const seen: string[] = [];
    const reminder: JobDefinition<{ consultationId: string }> = {
      name: 'session-reminder-mail',
      payload: z.object({ consultationId: z.string() }),
      attempts: 1,
      backoffMs: 1,
      async process({ consultationId }) {
        await readYourWrites();
        seen.push(consultationId);
      },
    };
    await jobs.startWorkers([reminder]);

    await jobs.enqueue(reminder, { consultationId: 'c1' }, { jobId: 'reminder-c1' });
    expect(stored).toEqual([{ name: 'session-reminder-mail', data: '{"consultationId":"c1"}' }]);
    stored.push({ name: 'session-reminder-mail', data: '{"consultationId":"c0"}' });
    await runAll();

    expect(seen).toEqual(['c1', 'c0']);
    expect(awaited).toEqual([]);
  });
});
