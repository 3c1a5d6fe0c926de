import type { Database } from '../../db/database';
import type { Advertisement } from '../../shared/advertising-mark';
import { recipientsQuery, type Recipient } from './subscribers';
import { nextImageId, type ImageChange } from '../content/content-input';

export type NewsletterStatus = 'scheduled' | 'sending' | 'sent';

export type Newsletter = {
  id: number;
  name: string;
  description: string;
  sendAt: Date;
  status: NewsletterStatus;
  version: number;
  /** How many it was mailed to, once sent (null before, and for newsletters sent before it was counted). */
  recipients: number | null;
  image: { id: number; name: string; extension: string; base64: string } | null;
  /** Third-party advertising's mark (advertiser and erid); null when it is not advertising. */
  advertisement: Advertisement | null;
};

type Row = {
  id: number;
  name: string;
  description: string;
  send_at: Date | string;
  status: NewsletterStatus;
  version: number;
  recipients: number | null;
  image_id: number | null;
  image_name: string | null;
  image_extension: string | null;
  image_content: Buffer | Uint8Array | null;
  advertiser: string | null;
  erid: string | null;
};

const toNewsletter = (row: Row): Newsletter => ({
  id: row.id,
  name: row.name,
  description: row.description,
  sendAt: new Date(row.send_at),
  status: row.status,
  version: row.version,
  recipients: row.recipients,
  image:
    row.image_id === null
      ? null
      : { id: row.image_id, name: row.image_name ?? '', extension: row.image_extension ?? '', base64: Buffer.from(row.image_content ?? []).toString('base64') },
  advertisement: row.advertiser !== null && row.erid !== null ? { advertiser: row.advertiser, erid: row.erid } : null,
});

const select = `SELECT n.id, n.name, n.description, n.send_at, n.status, n.version, n.recipients, n.image_id, n.advertiser, n.erid,
  i.name AS image_name, i.extension AS image_extension, i.content AS image_content
  FROM newsletters n LEFT JOIN content_images i ON i.id = n.image_id WHERE n.status <> 'deleted'`;

export type NewsletterFields = { name: string; description: string; at: Date; image: ImageChange; advertisement: Advertisement | null };

export type Newsletters = ReturnType<typeof createNewsletters>;

/** Newsletters and their deliveries. A change bumps `version`, so a send job scheduled for an older version knows it is stale. */
export function createNewsletters(db: Database) {
  return {
    async all(): Promise<Newsletter[]> {
      const { rows } = await db.query<Row>(`${select} ORDER BY n.send_at DESC, n.id DESC`);
      return rows.map(toNewsletter);
    },

    async byId(id: number): Promise<Newsletter | undefined> {
      const { rows } = await db.query<Row>(`${select} AND n.id = $1`, [id]);
      return rows[0] ? toNewsletter(rows[0]) : undefined;
    },

    /** A new newsletter, saved at `now` (the request's). */
    async create(fields: NewsletterFields, now: Date): Promise<Newsletter> {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO newsletters (name, description, send_at, image_id, updated_at, advertiser, erid) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [fields.name, fields.description, fields.at, nextImageId(null, fields.image), now, fields.advertisement?.advertiser ?? null, fields.advertisement?.erid ?? null],
      );
      return (await this.byId(rows[0]!.id))!;
    },

    /** Changes a newsletter that has not started sending; undefined when there is none such. */
    async update(id: number, fields: NewsletterFields, now: Date): Promise<Newsletter | 'already-sent' | undefined> {
      const current = await this.byId(id);
      if (!current) return undefined;
      if (current.status !== 'scheduled') return 'already-sent';
      await db.query(
        `UPDATE newsletters SET name = $2, description = $3, send_at = $4, image_id = $5, version = version + 1, updated_at = $6, advertiser = $7, erid = $8
         WHERE id = $1 AND status = 'scheduled'`,
        [id, fields.name, fields.description, fields.at, nextImageId(current.image?.id ?? null, fields.image), now, fields.advertisement?.advertiser ?? null, fields.advertisement?.erid ?? null],
      );
      return this.byId(id);
    },

    async remove(id: number): Promise<Newsletter | 'already-sent' | undefined> {
      const current = await this.byId(id);
      if (!current) return undefined;
      if (current.status === 'sending') return 'already-sent';
      await db.query(`UPDATE newsletters SET status = 'deleted', version = version + 1 WHERE id = $1`, [id]);
      return current;
    },

    /**
     * Moves a due newsletter of this version to `sending` and freezes its recipients; false when stale.
     * The recipients are copied by one `INSERT … SELECT` from the subscribers' query, whatever their
     * number: the transaction holds the connection (PGlite's only one) for a few statements, not one
     * per recipient.
     */
    async startSending(id: number, version: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ status: NewsletterStatus }>(
          `SELECT status FROM newsletters WHERE id = $1 AND version = $2 FOR UPDATE`,
          [id, version],
        );
        const status = rows[0]?.status;
        if (status === 'sending') return true; // resumed after a crash: recipients are already frozen
        if (status !== 'scheduled') return false;
        await tx.query(
          `INSERT INTO newsletter_deliveries (newsletter_id, user_id, email)
           SELECT $1, recipient_id, email FROM (${recipientsQuery}) AS recipients
           ON CONFLICT DO NOTHING`,
          [id],
        );
        await tx.query(`UPDATE newsletters SET status = 'sending' WHERE id = $1`, [id]);
        return true;
      });
    },

    /** Claims up to `limit` pending deliveries; a claimed one is never claimed again. */
    async claimBatch(id: number, limit: number): Promise<Recipient[]> {
      const { rows } = await db.query<{ user_id: string; email: string }>(
        `UPDATE newsletter_deliveries SET status = 'sending'
         WHERE (newsletter_id, user_id) IN (
           SELECT newsletter_id, user_id FROM newsletter_deliveries WHERE newsletter_id = $1 AND status = 'pending' ORDER BY user_id LIMIT $2
         ) RETURNING user_id, email`,
        [id, limit],
      );
      return rows.map((row) => ({ recipientId: row.user_id, email: row.email }));
    },

    /** Marks deliveries of one batch at once (one statement, not one per mail); a sent one is timed `at` (the send job's run). */
    async markDeliveries(id: number, recipientIds: readonly string[], status: 'sent' | 'pending' | 'skipped', at: Date): Promise<void> {
      if (recipientIds.length === 0) return;
      await db.query(
        `UPDATE newsletter_deliveries SET status = $3, sent_at = CASE WHEN $3 = 'sent' THEN $4::timestamptz ELSE sent_at END WHERE newsletter_id = $1 AND user_id = ANY($2::text[])`,
        [id, recipientIds, status, at],
      );
    },

    /** Deliveries claimed by a process that died mid-send: not repeated (the mail may have left). */
    async abandonedDeliveries(id: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM newsletter_deliveries WHERE newsletter_id = $1 AND status = 'sending'`, [id]);
      return rows[0]?.n ?? 0;
    },

    /** The newsletter sent, timed `at` (the send job's run). */
    async finish(id: number, at: Date): Promise<void> {
      // The count is kept on the newsletter: deliveries of a client who deletes her account go.
      await db.query(
        `UPDATE newsletters SET status = 'sent', sent_at = $2,
           recipients = (SELECT count(*)::int FROM newsletter_deliveries WHERE newsletter_id = $1 AND status = 'sent')
         WHERE id = $1 AND status = 'sending'`,
        [id, at],
      );
    },
  };
}
