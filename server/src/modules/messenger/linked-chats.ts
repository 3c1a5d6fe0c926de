import type { Queryable } from '../../db/database';
import type { MessengerChannelName } from '../../adapters/messenger/messenger-channel';
import type { MessengerRole } from './events';
import type { LinkOwner } from './link-tokens';

export type LinkedChat = { userId: string; role: MessengerRole; channel: MessengerChannelName; chatId: string; linkedAt: Date };

type Row = { user_id: string; role: MessengerRole; channel: MessengerChannelName; chat_id: string; linked_at: Date | string };
const toChat = (row: Row): LinkedChat => ({ userId: row.user_id, role: row.role, channel: row.channel, chatId: row.chat_id, linkedAt: new Date(row.linked_at) });

export type LinkedChats = ReturnType<typeof createLinkedChats>;

/**
 * The linked chats (`messenger_links`): where an account's messages go on each platform. The
 * events record that a chat was linked; the chat's platform id lives only here, so it is deleted
 * with the account (`privacy/account-erasure.ts`).
 */
export function createLinkedChats(db: Queryable) {
  return {
    async save(owner: LinkOwner, channel: MessengerChannelName, chatId: string, at: Date): Promise<void> {
      await db.query(
        `INSERT INTO messenger_links (user_id, channel, role, chat_id, linked_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, channel, role) DO UPDATE SET chat_id = EXCLUDED.chat_id, linked_at = EXCLUDED.linked_at`,
        [owner.userId, channel, owner.role, chatId, at],
      );
    },

    async remove(owner: LinkOwner, channel: MessengerChannelName): Promise<void> {
      await db.query(`DELETE FROM messenger_links WHERE user_id = $1 AND channel = $2 AND role = $3`, [owner.userId, channel, owner.role]);
    },

    /** The account's chats in one role, one per linked platform. */
    async of(owner: LinkOwner): Promise<LinkedChat[]> {
      const { rows } = await db.query<Row>(`SELECT user_id, role, channel, chat_id, linked_at FROM messenger_links WHERE user_id = $1 AND role = $2 ORDER BY channel`, [owner.userId, owner.role]);
      return rows.map(toChat);
    },

    /** Every coach's chat (the practice's news go to each). */
    async coachChats(): Promise<LinkedChat[]> {
      const { rows } = await db.query<Row>(`SELECT user_id, role, channel, chat_id, linked_at FROM messenger_links WHERE role = 'coach' ORDER BY user_id, channel`);
      return rows.map(toChat);
    },

    /** Who a chat of a platform belongs to (a coach testing her own bot may hold both roles in one chat). */
    async byChat(channel: MessengerChannelName, chatId: string): Promise<LinkedChat[]> {
      const { rows } = await db.query<Row>(`SELECT user_id, role, channel, chat_id, linked_at FROM messenger_links WHERE channel = $1 AND chat_id = $2 ORDER BY role`, [channel, chatId]);
      return rows.map(toChat);
    },
  };
}
