import { z } from 'zod';
import type { RequestMetadata } from '../../eventstore/decider';
import { WrongExpectedRevisionError, type EventStore } from '../../eventstore/event-store';
import { currentSchemaVersion } from '../../eventstore/upcasting';
import { consultationIdsStreamId, type ConsultationIdAllocated } from './events';

/** How often an allocation is tried again when another writer took the next id first. */
const maxAttempts = 10;

/** The events that name a consultation id, from before the counter stream existed. */
const eventsNamingAnId = new Set(['SlotReserved', 'ConsultationBooked', 'ConsultationIdAllocated']);
const namedId = z.object({ consultationId: z.number().int() });

/**
 * Hands out consultation ids from the event history itself (the `consultation-ids` stream), so a
 * rebuilt read model or a copy of the events into a fresh database (`npm run migrate-events`)
 * continues where the history left off. Each id is appended with the revision it was decided on;
 * a writer that lost the race reads what it missed and tries the next number.
 *
 * The stream grows by one event per id, so the last revision and id are remembered and only newer
 * events are read. While the stream does not exist yet (a history from before it), the first id
 * comes after the highest one any booking event names.
 */
export function createConsultationIds(deps: { store: EventStore }) {
  let known: { revision: number; lastId: number } | undefined;

  async function catchUp(): Promise<void> {
    const newer = await deps.store.readStream(consultationIdsStreamId, { fromRevision: known ? known.revision + 1 : 0 });
    for (const event of newer) {
      const parsed = namedId.safeParse(event.data);
      if (!parsed.success) throw new Error(`${consultationIdsStreamId} revision ${event.revision}: no consultation id in ${event.type}`);
      known = { revision: event.revision, lastId: Math.max(known?.lastId ?? 0, parsed.data.consultationId) };
    }
  }

  async function highestIdInHistory(): Promise<number> {
    let highest = 0;
    for (let fromPosition: bigint | undefined; ; ) {
      const page = await deps.store.readAll({ fromPosition, limit: 1000 });
      if (page.length === 0) return highest;
      for (const event of page) {
        if (!eventsNamingAnId.has(event.type)) continue;
        const parsed = namedId.safeParse(event.data);
        if (parsed.success) highest = Math.max(highest, parsed.data.consultationId);
      }
      fromPosition = page.at(-1)?.position;
    }
  }

  async function allocate(metadata: RequestMetadata): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      await catchUp();
      const consultationId = (known?.lastId ?? (await highestIdInHistory())) + 1;
      const allocated: ConsultationIdAllocated = {
        type: 'ConsultationIdAllocated',
        data: { consultationId, allocatedAt: metadata.now.toISOString() },
      };
      try {
        const appended = await deps.store.appendToStream(
          consultationIdsStreamId,
          [{ ...allocated, metadata: { ...metadata, schemaVersion: currentSchemaVersion } }],
          { expectedRevision: known?.revision ?? 'no_stream' },
        );
        known = { revision: appended.nextExpectedRevision, lastId: consultationId };
        return consultationId;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxAttempts) throw error;
      }
    }
  }

  // One allocation at a time in this process: its own requests then never race each other for
  // the stream's next revision, only other processes do (a few at most).
  let queue: Promise<unknown> = Promise.resolve();
  return {
    next(metadata: RequestMetadata): Promise<number> {
      const allocation = queue.then(() => allocate(metadata));
      queue = allocation.catch(() => undefined);
      return allocation;
    },
  };
}
