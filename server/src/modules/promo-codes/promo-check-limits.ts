import type { Logger } from '../../config/logger';
import type { Database } from '../../db/database';
import { DomainError } from '../../eventstore/decider';
import { clientNetwork } from '../../shared/client-network';
import { wrongGuessLimit } from '../auth/wrong-guesses';

/** Wrong promo codes one client network (an IPv4 address, an IPv6 /64), and one account, may try in an hour. */
export const wrongPromoCodesPerClientPerHour = 20;

/** Who looks a code up: the address the request came from (counted by its client network) and her account when signed in. */
export type PromoGuesser = { clientIp: string; userId: string | null };

export type PromoGuessLimiter = {
  /**
   * Runs one look-up of a code (the price check or a checkout's reservation) as a guess: admitted
   * before the code is looked at (429 with `Retry-After` past the limit) and counted as wrong at
   * once, so guesses sent at the same moment cannot pass the limit; taken back when the code is
   * taken. Every refusal of the code counts, whatever it says; `at` is when the guess is made.
   */
  guess<T>(guesser: PromoGuesser, at: Date, lookUp: () => Promise<T>): Promise<T>;
};

/** The one limit on guessing promo codes, per client network and per account (`auth/wrong-guesses.ts`). */
export function createPromoGuessLimiter(db: Database, logger: Logger, perHour = wrongPromoCodesPerClientPerHour): PromoGuessLimiter {
  const limit = wrongGuessLimit(db, {
    kind: 'promo_code',
    perHour,
    refusal: (minutes) => `Слишком много неверных промокодов с вашего адреса. Попробуйте через ${minutes} мин.`,
  });
  // An account is counted by its id, a network by its address: the two never look alike.
  const subjectsOf = (guesser: PromoGuesser) => [clientNetwork(guesser.clientIp), ...(guesser.userId === null ? [] : [guesser.userId])];

  /** A guess not taken back only costs the guesser one of her guesses: the answer goes on. */
  const forgiving = async (attempt: { forgive(): Promise<void> }, guesser: PromoGuesser) => {
    await attempt.forgive().catch((error: unknown) => logger.warn({ err: error, userId: guesser.userId }, 'a right promo code stayed counted as a wrong guess'));
  };

  return {
    async guess<T>(guesser: PromoGuesser, at: Date, lookUp: () => Promise<T>): Promise<T> {
      const attempt = await limit.attempt(subjectsOf(guesser), at);
      let result: T;
      try {
        result = await lookUp();
      } catch (error) {
        // A refused code stays counted; a failure of the store is no guess.
        if (!(error instanceof DomainError)) await forgiving(attempt, guesser);
        throw error;
      }
      await forgiving(attempt, guesser);
      return result;
    },
  };
}
