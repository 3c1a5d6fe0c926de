import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseEndpoint, migrateEvents } from '../../../scripts/migrate-events';
import type { Database } from '../../../server/src/db/database';
import { openPgliteDatabase } from '../../../server/src/db/pglite-database';
import { createPostgresEventStore } from '../../../server/src/eventstore/postgres-event-store';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { realPostgresUrl } from '../../support/real-servers';
import { registerAndSignIn, requestCode } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';
import { openScratchPostgres } from '../eventstore/scratch-postgres';
import { openAppDatabase } from '../../support/migrated-database';

type Session = { id: number; date: string };

const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };
const slot = (day: number) => `2026-12-${String(day).padStart(2, '0')} 07:00`;
const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
const serverUrl = await realPostgresUrl();
// Without a server realPostgresUrl has already printed the one-line notice that its part is skipped.

/** Signs an existing account in (the read models were rebuilt, the account is still there). */
async function signIn(client: ApiClient, outboxDir: string, email: string): Promise<void> {
  // Past the pause between two codes for the same address or client.
  clock.advance(2 * 60_000);
  await client.get('/api/csrf');
  const { uuid, code } = await requestCode(client, outboxDir, email);
  expect((await client.post('/api/token', { uuid, code })).status).toBe(200);
}

/** The coach books a client, the client books and pays nothing yet (a held slot): both take new ids. */
async function bookTwo(app: TestApp, coach: ApiClient, client: ApiClient, clientId: string, days: [number, number]): Promise<number[]> {
  const arranged = await coach.post<Session & { detail?: string }>('/api/consultation/', { user: clientId, date: slot(days[0]), description: '' });
  expect(arranged.status, JSON.stringify(arranged.body)).toBe(201);
  const bought = await client.post<{ detail?: string }>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: slot(days[1]) });
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  const sessions = (await coach.get<Session[]>('/api/consultation/', december)).body;
  const held = sessions.find((session) => session.date === `2026-12-${String(days[1]).padStart(2, '0')}T07:00:00.000Z`);
  expect(held, JSON.stringify(sessions)).toBeDefined();
  return [arranged.body.id, held!.id];
}

const allIds = async (coach: ApiClient) => (await coach.get<Session[]>('/api/consultation/', december)).body.map((session) => session.id);

describe('consultation ids come from the events, not from a read model', () => {
  let sourceDb: Database;
  let earlierIds: number[];

  beforeAll(async () => {
    sourceDb = await openAppDatabase();
    const app = await startTestApp({ backend: 'embedded', database: sourceDb, now: clock.now, adminEmails: ['coach@example.ru'] });
    try {
      const coach = app.client();
      const anna = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
      const annaId = (await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru')).id;
      earlierIds = [...(await bookTwo(app, coach, anna, annaId, [1, 2])), ...(await bookTwo(app, coach, anna, annaId, [3, 4]))];
      expect(new Set(earlierIds).size).toBe(4);
    } finally {
      await app.close();
    }
  });
  afterAll(async () => {
    await sourceDb?.close();
  });

  async function bookOnACopy(targetDb: Database): Promise<void> {
    const source = await createPostgresEventStore(sourceDb);
    const target = await databaseEndpoint(targetDb, false);
    try {
      const report = await migrateEvents(source, target.store, { batchSize: 100, restoreRecordedAt: target.restoreRecordedAt });
      expect(report.problems).toEqual([]);
    } finally {
      await target.close();
      await source.close();
    }
    // Fresh accounts: the copy's read models (and the personal-data keys) start empty.
    const app = await startTestApp({ backend: 'embedded', database: targetDb, now: clock.now, adminEmails: ['lead@example.ru'] });
    try {
      const coach = app.client();
      const olga = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'lead@example.ru');
      const olgaId = (await registerAndSignIn(olga, app.outboxDir, 'olga@example.ru')).id;
      const newIds = await bookTwo(app, coach, olga, olgaId, [10, 11]);
      expect(Math.min(...newIds)).toBeGreaterThan(Math.max(...earlierIds));
      const ids = await allIds(coach);
      expect(ids).toEqual(expect.arrayContaining([...earlierIds, ...newIds]));
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await app.close();
    }
  }

  it('should book after `migrate-events` into a fresh PGlite database without reusing an id', async () => {
    const targetDb = await openPgliteDatabase(undefined);
    try {
      await bookOnACopy(targetDb);
    } finally {
      await targetDb.close();
    }
  });

  it.skipIf(!serverUrl)('should book after `migrate-events` into a fresh PostgreSQL database without reusing an id', async () => {
    const scratch = await openScratchPostgres(serverUrl!);
    try {
      await bookOnACopy(scratch.db);
    } finally {
      await scratch.close();
    }
  });

  it('should book after the read models are rebuilt from the first event without reusing an id', async () => {
    // What a new projection version does on start: drop its tables and replay every event.
    await sourceDb.query(`UPDATE projection_checkpoints SET version = version + 100 WHERE name = 'consultations'`);
    const app = await startTestApp({ backend: 'embedded', database: sourceDb, now: clock.now, adminEmails: ['coach@example.ru'] });
    try {
      const coach = app.client();
      const anna = app.client();
      await signIn(coach, app.outboxDir, 'coach@example.ru');
      await signIn(anna, app.outboxDir, 'anna@example.ru');
      const annaId = (await anna.get<{ id: string }>('/api/user-me/')).body.id;
      expect(await allIds(coach)).toEqual(expect.arrayContaining(earlierIds));
      const newIds = await bookTwo(app, coach, anna, annaId, [20, 21]);
      expect(Math.min(...newIds)).toBeGreaterThan(Math.max(...earlierIds));
    } finally {
      await app.close();
    }
  });
});
