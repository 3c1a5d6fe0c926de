import { isDecidersEvent } from '../../eventstore/command-handler';
import type { EventStore, RecordedEvent, Subscription } from '../../eventstore/event-store';
import type { Logger } from '../../config/logger';
import { purchaseStreamId, type PurchaseStarted } from '../purchases/events';
import type { CoachNoticeStore } from './notice-store';
import { isFollowedEvent, needsPurchaseStart, noticeOfEvent, type NoticeSubject } from './notices';

/** How many events may pass without a notice before the follower's position is saved. */
const savePositionEvery = 100;

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
 * first start begins at the end of the history: what happened before is not news.
 */
export function createCoachNoticeFollower(deps: CoachNoticeFollowerDeps) {
  let subscription: Subscription | undefined;
  let unsaved = 0;
  let lastSeen: bigint | undefined;

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

  async function handle(event: RecordedEvent): Promise<void> {
    const subject = await subjectOf(event);
    lastSeen = event.position;
    if (subject) {
      await deps.readModelsAt(event.position);
      const id = noticeIdOf(event);
      await deps.notices.record({ id, subject, occurredAt: event.recordedAt });
      await deps.enqueue(id);
    }
    if (subject || ++unsaved >= savePositionEvery) {
      await deps.notices.followTo(event.position);
      unsaved = 0;
    }
  }

  /** The position of the last event recorded so far: where a first start begins. */
  async function endOfHistory(): Promise<bigint> {
    let position = 0n;
    for (;;) {
      const page = await deps.store.readAll({ fromPosition: position, limit: 1000 });
      const last = page.at(-1);
      if (!last) return position;
      position = last.position;
    }
  }

  return {
    async start(): Promise<void> {
      let from = await deps.notices.followedUpTo();
      if (from === undefined) {
        from = await endOfHistory();
        await deps.notices.followTo(from);
      }
      subscription = deps.store.subscribeToAll({
        fromPosition: from,
        handle,
        onError: (error) => deps.logger.error({ err: error, after: lastSeen?.toString() }, 'coach notices: an event could not be followed; trying again'),
      });
    },
    async stop(): Promise<void> {
      await subscription?.stop();
      if (lastSeen !== undefined) await deps.notices.followTo(lastSeen);
    },
  };
}
