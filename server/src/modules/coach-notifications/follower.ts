import { isDecidersEvent } from '../../eventstore/command-handler';
import { createEventFollower } from '../../eventstore/event-follower';
import type { EventStore, RecordedEvent } from '../../eventstore/event-store';
import type { Logger } from '../../config/logger';
import { purchaseStreamId, type PurchaseStarted } from '../purchases/events';
import type { CoachNoticeStore } from './notice-store';
import { isFollowedEvent, needsPurchaseStart, noticeOfEvent, type NoticeSubject } from './notices';

export type CoachNoticeFollowerDeps = {
  store: EventStore;
  notices: CoachNoticeStore;
  /** Resolves once the read models show the event (the mail reads names from them); rejects after their usual wait. */
  readModelsAt: (position: bigint) => Promise<void>;
  /** Queues the notice's own job (by the notice's id: a second call is a no-op). */
  enqueue: (noticeId: string) => Promise<void>;
  logger: Logger;
};

const purchaseStartedTypes: ReadonlySet<'PurchaseStarted'> = new Set(['PurchaseStarted'] as const);

/** The notice's id: the event's own id, which stays the same when the events move to another store. */
export const noticeIdOf = (event: RecordedEvent): string => `event-${event.id}`;

/**
 * Follows every recorded event from where it last stopped and turns the ones the coach hears of
 * into notices, each kept once and queued as its own job; the other modules do not know it. Its
 * first start begins at the end of the history: what happened before is not news
 * (`eventstore/event-follower.ts`).
 */
export function createCoachNoticeFollower(deps: CoachNoticeFollowerDeps) {
  async function purchaseStart(purchaseId: string): Promise<PurchaseStarted['data'] | undefined> {
    for (const event of await deps.store.readStream(purchaseStreamId(purchaseId))) {
      if (isDecidersEvent<PurchaseStarted>(purchaseStartedTypes, event)) return event.data;
    }
    return undefined;
  }

  async function subjectOf(event: RecordedEvent): Promise<NoticeSubject | null> {
    if (!isFollowedEvent(event)) return null;
    return noticeOfEvent(event, needsPurchaseStart(event) ? await purchaseStart(event.data.purchaseId) : undefined);
  }

  async function handle(event: RecordedEvent): Promise<boolean> {
    const subject = await subjectOf(event);
    if (!subject) return false;
    await deps.readModelsAt(event.position);
    const id = noticeIdOf(event);
    await deps.notices.record({ id, subject, occurredAt: event.recordedAt });
    await deps.enqueue(id);
    return true;
  }

  return createEventFollower({
    store: deps.store,
    position: { read: () => deps.notices.followedUpTo(), save: (position) => deps.notices.followTo(position) },
    handle,
    name: 'coach-notices',
    logger: deps.logger,
  });
}
