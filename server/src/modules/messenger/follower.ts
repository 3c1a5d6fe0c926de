import type { Queryable } from '../../db/database';
import { createEventFollower, type FollowerPosition } from '../../eventstore/event-follower';
import type { RecordedEvent } from '../../eventstore/event-store';
import type { Infra } from '../../infra';
import { isFollowedEvent, noticesOfEvent, type MessengerNotice } from './notices';

/** The follower's row in `messenger_follower`. */
const followerName = 'messenger';

function followerPosition(db: Queryable): FollowerPosition {
  return {
    async read() {
      const { rows } = await db.query<{ position: string | number }>(`SELECT position FROM messenger_follower WHERE name = $1`, [followerName]);
      return rows[0] ? BigInt(rows[0].position) : undefined;
    },
    async save(position) {
      await db.query(
        `INSERT INTO messenger_follower (name, position) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET position = GREATEST(messenger_follower.position, EXCLUDED.position)`,
        [followerName, position.toString()],
      );
    },
  };
}

/**
 * The messengers' subscription to the recorded events (`createMessengerFollower`): each event that
 * tells a client or the coach something becomes one job per notice, queued by the event's id (an
 * event read twice queues nothing new), once the read models show it; a session confirmed or moved
 * has its reminders planned for its time then. The other modules do not know it.
 */
export function createMessengerFollower(
  deps: Pick<Infra, 'store' | 'db' | 'readModelsAt' | 'logger'> & {
    /** Queues a notice's job by its id (a second call is a no-op). */
    enqueueNotice: (notice: MessengerNotice, jobId: string) => Promise<void>;
    planReminders: (consultationId: number) => Promise<void>;
  },
) {
  async function handle(event: RecordedEvent): Promise<boolean> {
    if (!isFollowedEvent(event)) return false;
    const outcome = noticesOfEvent(event);
    if (outcome.notices.length === 0 && outcome.remindersOf === undefined) return false;
    await deps.readModelsAt(event.position);
    for (const notice of outcome.notices) await deps.enqueueNotice(notice, `messenger-${notice.about}-event-${event.id}`);
    if (outcome.remindersOf !== undefined) await deps.planReminders(outcome.remindersOf);
    return true;
  }
  return createEventFollower({ store: deps.store, position: followerPosition(deps.db), handle, name: followerName, logger: deps.logger });
}
