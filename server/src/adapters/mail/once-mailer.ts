import type { Logger } from '../../config/logger';
import type { Queryable } from '../../db/database';
import { currentJobRun } from '../queue/job-run';
import { finishedJobRetention } from '../queue/job-queue';
import type { Mailer, MailMessage } from './mailer';

/**
 * What a job's mail does when a run finds it claimed by a run that never recorded it as sent (its
 * process died between the claim and the record, or lost its job while sending): the mail may
 * have left or not.
 * - `at-least-once`: send it again (a sign-in code, a receipt or a confirmation must arrive; a
 *   second copy is the lesser harm).
 * - `at-most-once`: skip it, with a warning naming the key (a letter nobody waits for: a second
 *   copy is the greater harm).
 * - `own-claims`: the job claims each mail itself before it leaves and never repeats a claimed one
 *   (newsletters per recipient, welcome-series letters per person and letter, both at most once):
 *   sent straight through, not claimed twice.
 */
export type DeliveryPolicy = 'at-least-once' | 'at-most-once' | 'own-claims';

export type OnceMailerDeps = {
  db: Queryable;
  logger: Logger;
  /** The policy of each kind of job (its queue name). */
  policyOf: (queue: string) => DeliveryPolicy;
  now?: () => Date;
};

type DeliveryRow = { runner: string; message_id: string | null; sent_at: Date | string | null };

/**
 * A key is a duplicate only within the queue's memory of a completed job's id (24 h): a job is
 * taken over within its lease and retries, while once the id is forgotten the same id may come
 * back as a new job with a new mail.
 */
const ledgerWindowMs = finishedJobRetention.completedMs;
const pruneEveryMs = 60 * 60 * 1000;

export type OnceMailer = Mailer & {
  /**
   * Sends `message` once per `key` (`mail_deliveries`): a key recorded as sent is skipped and its
   * message id answered; otherwise the key is claimed as `sending` by `runner`, the mail sent and
   * the key recorded as sent. A send that fails gives the claim back (the retry sends). A key
   * claimed by another runner that never recorded it follows `policy` (see `DeliveryPolicy`).
   * The window between a send and its record cannot be closed; the claim makes it visible.
   */
  sendOnce(key: string, message: MailMessage, options: { runner: string; policy: Exclude<DeliveryPolicy, 'own-claims'> }): Promise<{ messageId: string }>;
};

/**
 * The mailer the jobs send through: inside a job run (`adapters/queue/job-run.ts`) each mail is
 * sent once per job, keyed by the job's business identity (`<queue>:<jobId>`, `#2`, `#3`… for a
 * further mail of the same run), so a job that another process takes over after this one died
 * (the in-process queue's expired lease, BullMQ's stalled-job recovery) does not mail twice.
 * Outside a job (a test mail from the back office) it sends straight through.
 */
export function createOnceMailer(mailer: Mailer, deps: OnceMailerDeps): OnceMailer {
  const now = deps.now ?? (() => new Date());
  let lastPrune = 0;

  async function pruneOldKeys(): Promise<void> {
    if (now().getTime() - lastPrune < pruneEveryMs) return;
    lastPrune = now().getTime();
    await deps.db.query(`DELETE FROM mail_deliveries WHERE started_at < $1`, [new Date(now().getTime() - ledgerWindowMs)]);
  }

  /** Claims the key for `runner`: new, or left by an earlier job under the same id long ago. */
  async function claim(key: string, runner: string): Promise<boolean> {
    const { rows } = await deps.db.query(
      `INSERT INTO mail_deliveries (key, runner, started_at) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET runner = EXCLUDED.runner, started_at = EXCLUDED.started_at, message_id = NULL, sent_at = NULL
         WHERE mail_deliveries.started_at < $4
       RETURNING key`,
      [key, runner, now(), new Date(now().getTime() - ledgerWindowMs)],
    );
    return rows.length > 0;
  }

  /** Takes over a claim another runner left unrecorded; false when it changed meanwhile. */
  async function takeOver(key: string, from: string, runner: string): Promise<boolean> {
    const { rows } = await deps.db.query(
      `UPDATE mail_deliveries SET runner = $3, started_at = $4 WHERE key = $1 AND runner = $2 AND sent_at IS NULL RETURNING key`,
      [key, from, runner, now()],
    );
    return rows.length > 0;
  }

  async function deliver(key: string, message: MailMessage, runner: string): Promise<{ messageId: string }> {
    let sent: { messageId: string };
    try {
      sent = await mailer.send(message);
    } catch (error) {
      await deps.db.query(`DELETE FROM mail_deliveries WHERE key = $1 AND runner = $2 AND sent_at IS NULL`, [key, runner]);
      throw error;
    }
    await deps.db.query(`UPDATE mail_deliveries SET message_id = $2, sent_at = $3 WHERE key = $1`, [key, sent.messageId, now()]);
    return sent;
  }

  const sendOnce: OnceMailer['sendOnce'] = async (key, message, { runner, policy }) => {
    await pruneOldKeys();
    for (let tries = 0; tries < 3; tries += 1) {
      if (await claim(key, runner)) return deliver(key, message, runner);
      const { rows } = await deps.db.query<DeliveryRow>(`SELECT runner, message_id, sent_at FROM mail_deliveries WHERE key = $1`, [key]);
      const row = rows[0];
      if (!row) continue;
      if (row.sent_at !== null) {
        deps.logger.info({ key }, 'mail already sent by an earlier run of this job; not sent again');
        return { messageId: row.message_id ?? '' };
      }
      if (row.runner === runner) return deliver(key, message, runner);
      if (policy === 'at-most-once') {
        deps.logger.warn({ key }, 'mail claimed by a run that stopped before recording it (sent, or lost with its process); not repeated');
        return { messageId: '' };
      }
      if (await takeOver(key, row.runner, runner)) {
        deps.logger.warn({ key }, 'mail claimed by a run that stopped before recording it; sent again (at least once)');
        return deliver(key, message, runner);
      }
    }
    throw new Error(`mail ${key}: its delivery record kept changing; the job will retry`);
  };

  return {
    sendOnce,
    async send(message) {
      const run = currentJobRun();
      const policy = run ? deps.policyOf(run.queue) : 'own-claims';
      if (!run || policy === 'own-claims') return mailer.send(message);
      run.mailsSent += 1;
      const key = `${run.queue}:${run.jobId}${run.mailsSent > 1 ? `#${run.mailsSent}` : ''}`;
      return sendOnce(key, message, { runner: run.runner, policy });
    },
    close: () => mailer.close(),
  };
}
