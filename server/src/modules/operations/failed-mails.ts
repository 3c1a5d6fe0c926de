import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { Queryable } from '../../db/database';

/**
 * Mails the transport refused and that have not gone out since: the coach sees them in the back
 * office and can send one again. A mail that a retry (by its job, or «повторить») delivers is
 * resolved; the message is kept whole so that the resend is the same letter.
 * The table is a write-side migration's (`db/migrations/`), not created here.
 */

const storedMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});

export type FailedMail = {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  error: string;
  failures: number;
  firstFailedAt: Date;
  lastFailedAt: Date;
};

/** The same letter retried (by its job) has the same key, so it stays one entry. */
export const messageKey = (message: MailMessage) => createHash('sha256').update(JSON.stringify([message.to, message.subject, message.text])).digest('hex');

type Row = { id: string | number; kind: string; recipient: string; subject: string; error: string; failures: number; first_failed_at: Date; last_failed_at: Date };
const toFailedMail = (row: Row): FailedMail => ({
  id: Number(row.id),
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  error: row.error,
  failures: row.failures,
  firstFailedAt: new Date(row.first_failed_at),
  lastFailedAt: new Date(row.last_failed_at),
});

export type FailedMails = ReturnType<typeof createFailedMails>;

export function createFailedMails(db: Queryable, now: () => Date) {
  return {
    async recordFailure(kind: string, message: MailMessage, error: string): Promise<void> {
      await db.query(
        `INSERT INTO failed_mails (message_key, kind, recipient, subject, message, error, failures, first_failed_at, last_failed_at)
         VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $7)
         ON CONFLICT (message_key) DO UPDATE SET error = $6, failures = failed_mails.failures + 1, last_failed_at = $7, resolved_at = NULL`,
        [messageKey(message), kind, message.to, message.subject, JSON.stringify(message), error.slice(0, 2000), now()],
      );
    },

    async resolve(message: MailMessage): Promise<void> {
      await db.query(`UPDATE failed_mails SET resolved_at = $2 WHERE message_key = $1 AND resolved_at IS NULL`, [messageKey(message), now()]);
    },

    /** The mails still undelivered, the latest failure first. */
    async open(): Promise<FailedMail[]> {
      const { rows } = await db.query<Row>(`SELECT * FROM failed_mails WHERE resolved_at IS NULL ORDER BY last_failed_at DESC, id DESC LIMIT 500`);
      return rows.map(toFailedMail);
    },

    /** An undelivered mail with its message, to send again. */
    async find(id: number): Promise<{ kind: string; message: MailMessage } | undefined> {
      const { rows } = await db.query<{ kind: string; message: unknown }>(`SELECT kind, message FROM failed_mails WHERE id = $1 AND resolved_at IS NULL`, [id]);
      const row = rows[0];
      return row && { kind: row.kind, message: storedMessageSchema.parse(row.message) };
    },

    /** Erasure: mails to these addresses are forgotten. */
    async forgetAddresses(addresses: readonly string[]): Promise<void> {
      await db.query(`DELETE FROM failed_mails WHERE lower(recipient) = ANY($1::text[])`, [addresses.map((address) => address.toLowerCase())]);
    },
  };
}
