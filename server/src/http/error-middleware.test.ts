import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { ReadModelsUnavailableError } from '../read-models/projection-failures';
import { JobQueueUnavailableError } from '../adapters/queue/job-queue';
import { DatabaseUnavailableError } from '../db/database';
import { WrongExpectedRevisionError } from '../eventstore/event-store';
import { createLogger } from '../config/logger';
import type { AppState } from './app-state';
import { errorMiddleware } from './error-middleware';

/** The answer of an app whose only handler throws `error`. */
async function answerTo(error: Error): Promise<{ status: number; retryAfter: string | null; body: { detail: string } }> {
  const app = new Koa<AppState>();
  app.use(async (ctx, next) => {
    ctx.state.log = createLogger('silent');
    await next();
  });
  app.use(errorMiddleware());
  app.use(() => {
    throw error;
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { detail: string } };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const failure = {
  projection: 'users',
  position: 42n,
  streamId: 'user-1',
  type: 'UserNameChanged',
  eventId: 'e42',
  error: 'invalid byte sequence for encoding "UTF8": 0x00',
  attempts: 1,
  firstFailedAt: new Date(),
  lastFailedAt: new Date(),
};

describe('errors of the parts a request depends on', () => {
  it('should answer 503 with a Russian detail when a projection failed, asking to retry later', async () => {
    const answer = await answerTo(new ReadModelsUnavailableError({ kind: 'failed', failure }));
    expect(answer).toMatchObject({ status: 503, retryAfter: '30', body: { detail: expect.stringMatching(/^Ваше действие сохранено/) } });
  });

  it('should answer 503 asking to retry in a few seconds when the read models only lag', async () => {
    const answer = await answerTo(new ReadModelsUnavailableError({ kind: 'lagging', position: 42n, waitedMs: 2000, behind: 'users at 41' }));
    expect(answer).toMatchObject({ status: 503, retryAfter: '5', body: { detail: expect.stringContaining('с задержкой') } });
  });

  it('should answer 503 when the job queue cannot take a job', async () => {
    const answer = await answerTo(new JobQueueUnavailableError('Redis at redis://127.0.0.1:6379 is not reachable'));
    expect(answer).toMatchObject({ status: 503, body: { detail: expect.stringContaining('временно недоступен') } });
  });

  it('should answer 503 with Retry-After when the database connection was lost', async () => {
    const answer = await answerTo(new DatabaseUnavailableError(new Error('terminating connection due to administrator command')));
    expect(answer).toMatchObject({ status: 503, retryAfter: '30' });
    expect(answer.body.detail).toMatch(/временно недоступен/);
  });

  it('should answer 503 with Retry-After 1, not 500, when a command lost every race for its stream', async () => {
    const answer = await answerTo(new WrongExpectedRevisionError('user-1', 4, 5));
    expect(answer).toMatchObject({ status: 503, retryAfter: '1' });
    expect(answer.body.detail).toMatch(/одновременно/);
  });
});
