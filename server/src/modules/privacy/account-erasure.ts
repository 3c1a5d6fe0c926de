import type { AnyJobDefinition } from '../../adapters/queue/job-queue';
import type { RequestMetadata } from '../../eventstore/decider';
import type { Infra } from '../../infra';
import { clientNotesStreamId, noteOwnerIds } from '../clients/client-ids';
import { consultationStreamId, creditsStreamId } from '../consultations/events';
import { purchaseStreamId } from '../purchases/events';
import { userStreamId } from '../users/events';
import { intakeStreamId } from '../intake/events';
import { testimonialStreamId } from '../testimonials/events';
import { giftCertificateStreamId } from '../gift-certificates/events';
import { homeworkStreamId } from '../homework/events';
import { workspaceStreamId } from '../workspace/events';
import { consentsStreamId } from '../consents/events';
import type { Users } from '../users/users';
import type { FailedMails } from '../operations/failed-mails';
import type { ErasureLog } from './erasure-log';
import type { PersonalDataKeys } from './personal-data-keys';

/**
 * Where personal data lives outside the events, and how each place forgets a client (one-time
 * codes too, in `erase`, with their mail jobs, and the guest purchase limits' log of her addresses). Events keep theirs encrypted per stream (see
 * `personal-data-store.ts`); read models scrub on AccountDeleted.
 */
const operationalErasures: ReadonlyArray<{ what: string; sql: string; by: 'user' | 'addresses' }> = [
  { what: 'sessions', sql: `DELETE FROM sessions WHERE user_id = $1`, by: 'user' },
  { what: 'support requests', sql: `DELETE FROM support_messages WHERE user_id = $1`, by: 'user' },
  { what: 'newsletter deliveries', sql: `DELETE FROM newsletter_deliveries WHERE user_id = $1`, by: 'user' },
  // Newsletters she got as a guest subscriber, before she had an account.
  { what: 'guest newsletter deliveries', sql: `DELETE FROM newsletter_deliveries WHERE lower(email) = ANY($1::text[])`, by: 'addresses' },
  { what: 'data exports', sql: `DELETE FROM data_exports WHERE user_id = $1`, by: 'user' },
  { what: 'waitlist', sql: `DELETE FROM waitlist WHERE user_id = $1`, by: 'user' },
  // Gift certificate codes and promo codes her account guessed wrong (an account is counted by its id).
  { what: 'wrong codes', sql: `DELETE FROM wrong_guesses WHERE subject = $1`, by: 'user' },
  // Her messenger chats' platform ids, and the links she had not used yet (`modules/messenger`).
  { what: 'messenger chats', sql: `DELETE FROM messenger_links WHERE user_id = $1`, by: 'user' },
  { what: 'messenger link tokens', sql: `DELETE FROM messenger_link_tokens WHERE user_id = $1`, by: 'user' },
];

export type AccountErasure = ReturnType<typeof createAccountErasure>;

/**
 * The erasure of an account. The job queue is asked too: finished code mails keep the address in
 * their payload (in Redis with BullMQ) for a day. The `erasureLog` outlives the database, so a
 * restore of an older backup erases the account again.
 */
export function createAccountErasure(
  infra: Pick<Infra, 'db' | 'jobs' | 'logger'>,
  /** What it asks of other modules (`PrivacyPorts`). */
  ports: {
    users: Users;
    /** The login codes' mail, whose finished jobs keep the address (`modules/auth`). */
    loginCodeMail: AnyJobDefinition;
    /** Mails the transport refused keep the address too (`modules/operations`). */
    failedMails: Pick<FailedMails, 'forgetAddresses'>;
    /** Withdraws the consents recorded outside her account's stream (the one to publish her testimonial), so the ledger shows them ended. */
    withdrawOtherConsents?: (userId: string, metadata: RequestMetadata) => Promise<void>;
  },
  keys: PersonalDataKeys,
  erasureLog: ErasureLog,
) {
  /**
   * The streams holding the client's personal data: hers, her purchases' (also as a guest), her
   * sessions', her credits' (the coach's reasons), her questionnaire answers (`intake-{userId}`), her testimonial (`testimonial-{userId}`), her homework (`homework-{userId}`), her workspace's messages and files (`workspace-{userId}`), the gift certificates she bought, was given or redeemed, and
   * the coach's notes about her (also as a guest).
   */
  async function streamsOf(userId: string, addresses: readonly string[]): Promise<string[]> {
    const purchases = await infra.db.query<{ id: string }>(`SELECT id FROM purchases WHERE user_id = $1 OR lower(email) = ANY($2::text[])`, [
      userId,
      [...addresses],
    ]);
    const consultations = await infra.db.query<{ id: number }>(`SELECT id FROM consultations WHERE user_id = $1`, [userId]);
    // Gift certificates she bought, was given (by her address) or redeemed: they hold the recipient's name and the buyer's message.
    const certificates = await infra.db.query<{ certificate_id: string }>(
      `SELECT certificate_id FROM gift_certificates WHERE purchase_id = ANY($1::text[]) OR redeemed_by = $2 OR lower(recipient_email) = ANY($3::text[])`,
      [purchases.rows.map((row) => row.id), userId, [...addresses]],
    );
    return [
      userStreamId(userId),
      creditsStreamId(userId),
      intakeStreamId(userId),
      testimonialStreamId(userId),
      homeworkStreamId(userId),
      workspaceStreamId(userId),
      consentsStreamId(userId),
      ...(await noteOwnerIds(infra.db, { userId, addresses })).map(clientNotesStreamId),
      ...purchases.rows.map((row) => purchaseStreamId(row.id)),
      ...consultations.rows.map((row) => consultationStreamId(row.id)),
      ...certificates.rows.map((row) => giftCertificateStreamId(row.certificate_id)),
    ];
  }

  return {
    /**
     * Forgets the client: destroys the keys of her streams, records AccountDeleted (read models
     * scrub the same streams), frees her addresses and deletes what other tables hold about her.
     * Payments, refunds and bookings stay, anonymous. Safe to run again after a crash. The erasure
     * is written to the erasure log first, so no erased account can come back with a backup.
     * `knownStreams` (from that log, on a restore) are erased besides those the read models name.
     */
    async erase(userId: string, metadata: RequestMetadata, knownStreams: readonly string[] = []): Promise<void> {
      const addresses = await ports.users.addressesOf(userId);
      const erasedStreams = [...new Set([...(await streamsOf(userId, addresses)), ...knownStreams])];
      await erasureLog.record({ userId, streams: erasedStreams, erasedAt: metadata.now.toISOString() });
      await ports.withdrawOtherConsents?.(userId, metadata);
      await keys.shred(erasedStreams, metadata.now);
      await ports.users.deleteAccount(userId, { erasedStreams, addresses }, metadata);
      for (const erasure of operationalErasures) await infra.db.query(erasure.sql, [erasure.by === 'user' ? userId : addresses]);
      const codes = await infra.db.query<{ id: string }>(`DELETE FROM login_codes WHERE user_id = $1 OR email = ANY($2::text[]) RETURNING id`, [
        userId,
        addresses,
      ]);
      for (const code of codes.rows) await infra.jobs.forget(ports.loginCodeMail, `login-code-${code.id}`);
      await infra.db.query(`DELETE FROM guest_checkouts WHERE email = ANY($1::text[])`, [addresses]);
      await ports.failedMails.forgetAddresses(addresses);
      infra.logger.info({ userId, streams: erasedStreams.length }, 'account deleted and personal data erased');
    },
  };
}
