import { randomUUID } from 'node:crypto';
import type { Database } from '../../server/src/db/database';

/**
 * Writes, straight into the events table (past any check the store makes on append), a
 * `PersonalDataConsentGiven` whose `givenAt` is no date: the users projection cannot apply it
 * (its consent history has a timestamptz column). It stands for any stored event a projection
 * fails on, and stays one whatever validation appends gain. Returns its stream.
 */
export async function appendUnappliableEvent(db: Database): Promise<{ streamId: string; position: bigint }> {
  const userId = randomUUID();
  const streamId = `user-${userId}`;
  const { rows } = await db.query<{ position: string }>(
    `INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES ($1, $2, 0, 'PersonalDataConsentGiven', $3, $4) RETURNING position::text AS position`,
    [
      randomUUID(),
      streamId,
      JSON.stringify({ userId, source: 'registration', consent: { document: '/user-personal-data', version: '2026-11-01' }, givenAt: 'not a date' }),
      JSON.stringify({ actor: 'test', correlationId: randomUUID() }),
    ],
  );
  return { streamId, position: BigInt(rows[0]!.position) };
}
