import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { calendarFile, type CalendarEvent } from '../../shared/calendar-file';
import { defaultSessionMinutes, sessionEnd, sessionUid } from '../../shared/calendar-session';
import { purposeSignature, sameText } from '../../shared/signed-token';

/** How far back the feed reaches: a calendar keeps what it once saw, so recent history is enough. */
const feedHistoryDays = 60;

type FeedRow = {
  id: number;
  start_at: Date | string;
  status: 'booked' | 'paid';
  sequence: number;
  email: string | null;
  type_name: string | null;
  duration_minutes: number | null;
  name: string | null;
  own_room: string | null;
};

/** A session of the feed as its room sees it (`modules/rooms`' `RoomSession`). */
type FeedSession = { id: number; start: Date; durationMinutes: number; status: 'booked' | 'paid'; ownRoom: string | null; name: string | null };

/**
 * The coach's private subscription feed of all booked sessions. Its token is the signature (the
 * signed-token helper's key for this purpose) of a random nonce kept in the database: neither alone
 * gives the address, and a new nonce («Сменить ссылку») makes every earlier address useless at
 * once. The address carries the signature only, no payload: the server knows the nonce, and the
 * address stays a plain path segment that calendar services keep as it is.
 */
export function createCalendarFeed(deps: {
  db: Database;
  appSecret: string;
  publicUrl: string;
  /** The coach's own link to each session's room (the feed is hers). */
  meetingLinkFor: (session: FeedSession, participant: 'coach') => Promise<string | null>;
}) {
  const tokenOf = purposeSignature({ secret: deps.appSecret, purpose: 'calendar-feed' });
  /**
   * The address before the signed-token helper (HMAC(secret, "calendar-feed:"+nonce)), which the
   * coach's calendar may still be subscribed to. A subscription never expires, so this stays while
   * its nonce does: no end date; it goes once the nonce is rotated, e.g. by a migration that asks
   * the coach to subscribe again.
   */
  const legacyTokenOf = (nonce: string) => createHmac('sha256', deps.appSecret).update(`calendar-feed:${nonce}`).digest('base64url');

  async function currentNonce(): Promise<string> {
    await deps.db.query(`INSERT INTO calendar_feed (id, nonce) VALUES (true, $1) ON CONFLICT (id) DO NOTHING`, [randomBytes(24).toString('base64url')]);
    const { rows } = await deps.db.query<{ nonce: string }>(`SELECT nonce FROM calendar_feed`);
    return rows[0]!.nonce;
  }

  const urlOf = (nonce: string) => `${deps.publicUrl}/api/calendar-feed/${tokenOf(nonce)}/`;

  return {
    async url(): Promise<string> {
      return urlOf(await currentNonce());
    },

    /** Revokes the current address and returns the new one. */
    async rotate(): Promise<string> {
      const nonce = randomBytes(24).toString('base64url');
      await deps.db.query(`INSERT INTO calendar_feed (id, nonce) VALUES (true, $1) ON CONFLICT (id) DO UPDATE SET nonce = EXCLUDED.nonce`, [nonce]);
      return urlOf(nonce);
    },

    async accepts(token: string): Promise<boolean> {
      const nonce = await currentNonce();
      return sameText(token, tokenOf(nonce)) || sameText(token, legacyTokenOf(nonce));
    },

    /** The feed itself as of `now` (RFC 5545, no METHOD: a published calendar, not an invitation). */
    async render(now: Date): Promise<string> {
      const since = new Date(now.getTime() - feedHistoryDays * 86_400_000);
      const { rows } = await deps.db.query<FeedRow>(
        `SELECT c.id, c.start_at, c.status, c.sequence, u.email, t.name AS type_name, t.duration_minutes, u.name, c.meeting_url AS own_room
         FROM consultations c
         LEFT JOIN users u ON u.id = c.user_id
         LEFT JOIN consultation_types t ON t.id = c.type_id
         WHERE c.status <> 'cancelled' AND c.start_at >= $1
         ORDER BY c.start_at, c.id`,
        [since],
      );
      const events = await Promise.all(rows.map(async (row): Promise<CalendarEvent> => {
        const start = new Date(row.start_at);
        const durationMinutes = row.duration_minutes ?? defaultSessionMinutes;
        const meetingUrl = await deps.meetingLinkFor({ id: row.id, start, durationMinutes, status: row.status, ownRoom: row.own_room, name: row.name }, 'coach');
        const client = row.email ?? 'клиент удалил аккаунт';
        const paid = row.status === 'paid' ? 'оплачена' : 'ждёт оплаты';
        return {
          uid: sessionUid(row.id, deps.publicUrl),
          sequence: row.sequence,
          stamp: now,
          start,
          end: sessionEnd({ start, durationMinutes }),
          summary: `Сессия: ${client}`,
          description: [`Клиент: ${client}`, `Услуга: ${row.type_name ?? 'коуч-сессия'}`, `Оплата: ${paid}`, meetingUrl ? `Ссылка: ${meetingUrl}` : '']
            .filter(Boolean)
            .join('\n'),
          meetingUrl,
          status: row.status === 'paid' ? 'CONFIRMED' : 'TENTATIVE',
        };
      }));
      return calendarFile({ kind: 'feed', name: 'Сессии с клиентами', refreshMinutes: 15, events });
    },
  };
}
