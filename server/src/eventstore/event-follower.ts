import type { Logger } from '../config/logger';
import type { EventStore, RecordedEvent, Subscription } from './event-store';

/** Where a follower has read up to, kept in its module's own table. */
export type FollowerPosition = {
  /** Undefined before the follower's first start. */
  read(): Promise<bigint | undefined>;
  save(position: bigint): Promise<void>;
};

/** How many events may pass without news before the position is saved. */
const savePositionEvery = 100;

/**
 * A module's own subscription to every recorded event, from where it last stopped. Its first start
 * begins at the end of the history (what happened before is not news). `handle` answers whether
 * the event was news: the position is saved after each such event and every `savePositionEvery`
 * others, so a restart reads at most that many again (the handler must take an event twice).
 */
export function createEventFollower(deps: { store: EventStore; position: FollowerPosition; handle: (event: RecordedEvent) => Promise<boolean>; name: string; logger: Logger }) {
  let subscription: Subscription | undefined;
  let unsaved = 0;
  let lastSeen: bigint | undefined;

  async function handle(event: RecordedEvent): Promise<void> {
    const news = await deps.handle(event);
    lastSeen = event.position;
    if (news || ++unsaved >= savePositionEvery) {
      await deps.position.save(event.position);
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
      let from = await deps.position.read();
      if (from === undefined) {
        from = await endOfHistory();
        await deps.position.save(from);
      }
      subscription = deps.store.subscribeToAll({
        fromPosition: from,
        handle,
        onError: (error) => deps.logger.error({ err: error, follower: deps.name, after: lastSeen?.toString() }, 'an event could not be followed; trying again'),
      });
    },
    async stop(): Promise<void> {
      await subscription?.stop();
      if (lastSeen !== undefined) await deps.position.save(lastSeen);
    },
  };
}
