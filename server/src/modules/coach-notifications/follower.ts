import { isDecidersEvent } from '../../eventstore/command-handler';
import { createEventFollower } from '../../eventstore/event-follower';
import type { RecordedEvent } from '../../eventstore/event-store';
import type { Infra } from '../../infra';
import { purchaseStreamId, type PurchaseStarted } from '../purchases/events';
import type { CoachNoticeStore } from './notice-store';
import { isFollowedEvent, needsPurchaseStart, noticeOfEvent, type NoticeSubject } from './notices';

const purchaseStartedTypes: ReadonlySet<'PurchaseStarted'> = new Set(['PurchaseStarted'] as const);

/** The notice's id: the event's own id, which stays the same when the events move to another store. */
export const noticeIdOf = (event: RecordedEvent): string => `event-${event.id}`;

/**
 * Follows every recorded event from where it last stopped and turns the ones the coach hears of
 * into notices, each kept once and queued as its own job; the other modules do not know it. Its
 * first start begins at the end of the history: what happened before is not news
 * (`eventstore/event-follower.ts`). Each notice waits until the read models show its event (the
 * mail reads names from them), and `enqueue` queues the notice's own job (by the notice's id: a
 * second call is a no-op).
 */
export function createCoachNoticeFollower(infra: Pick<Infra, 'store' | 'readModelsAt' | 'logger'>, notices: CoachNoticeStore, enqueue: (noticeId: string) => Promise<void>) {
  async function purchaseStart(purchaseId: string): Promise<PurchaseStarted['data'] | undefined> {
    for (const event of await infra.store.readStream(purchaseStreamId(purchaseId))) {
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
    await infra.readModelsAt(event.position);
    const id = noticeIdOf(event);
    await notices.record({ id, subject, occurredAt: event.recordedAt });
    await enqueue(id);
    return true;
  }

  return createEventFollower({
    store: infra.store,
    position: { read: () => notices.followedUpTo(), save: (position) => notices.followTo(position) },
    handle,
    name: 'coach-notices',
    logger: infra.logger,
  });
}
