import type { Database } from '../../db/database';
import { DomainError } from '../../eventstore/decider';
import { clientNetwork } from '../../shared/client-network';

/** How many product purchases a guest may start an hour: each one mails the address and starts a purchase. */
export type GuestCheckoutLimits = { perEmailPerHour: number; perClientPerHour: number };

export const defaultGuestCheckoutLimits: GuestCheckoutLimits = { perEmailPerHour: 3, perClientPerHour: 10 };

const hourMs = 3_600_000;

/**
 * The log the limits count from: only the last hour is kept (older rows are dropped on the next
 * purchase), and deleting an account deletes its addresses' rows. A table in the application
 * database rather than a rate-limiter library's store, because it must work the same on PGlite and
 * PostgreSQL and across processes, and be reachable by the erasure.
 * The table is a write-side migration's (`db/migrations/`), not created here.
 */

type Window = { count: number; oldest: Date | string | null };

export type GuestCheckoutLimiter = ReturnType<typeof createGuestCheckoutLimiter>;

export function createGuestCheckoutLimiter(db: Database, limits: GuestCheckoutLimits, now: () => Date) {
  const retryAfterSeconds = (oldest: Date | string | null, at: Date) =>
    oldest === null ? 3600 : Math.max(1, Math.ceil((new Date(oldest).getTime() + hourMs - at.getTime()) / 1000));

  return {
    /** Records a guest's purchase, or refuses it with 429 when the address or the client (IPv4 address, IPv6 /64) had enough this hour. */
    admit(request: { email: string; clientIp: string }): Promise<void> {
      return db.transaction(async (tx) => {
        // Serialises purchases for one address, so simultaneous ones cannot both take the last place.
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`guest-checkout:${request.email}`]);
        const at = now();
        const hourAgo = new Date(at.getTime() - hourMs);
        await tx.query(`DELETE FROM guest_checkouts WHERE created_at <= $1`, [hourAgo]);
        const window = async (column: 'email' | 'client_ip', value: string) =>
          (await tx.query<Window>(`SELECT count(*)::int AS count, min(created_at) AS oldest FROM guest_checkouts WHERE ${column} = $1`, [value]))
            .rows[0] ?? { count: 0, oldest: null };
        const byEmail = await window('email', request.email);
        if (byEmail.count >= limits.perEmailPerHour) {
          const wait = retryAfterSeconds(byEmail.oldest, at);
          throw new DomainError('too_many', `На эту почту уже отправлено несколько писем с покупками. Попробуйте через ${Math.ceil(wait / 60)} мин.`, { retry_after: wait });
        }
        const client = clientNetwork(request.clientIp);
        const byClient = await window('client_ip', client);
        if (byClient.count >= limits.perClientPerHour) {
          const wait = retryAfterSeconds(byClient.oldest, at);
          throw new DomainError('too_many', `Слишком много покупок с вашего адреса. Попробуйте через ${Math.ceil(wait / 60)} мин.`, { retry_after: wait });
        }
        await tx.query(`INSERT INTO guest_checkouts (email, client_ip, created_at) VALUES ($1, $2, $3)`, [request.email, client, at]);
      });
    },
  };
}
