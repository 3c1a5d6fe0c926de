import type { Database } from '../../db/database';
import { clientNetwork } from '../../shared/client-network';
import { wrongGuessLimit, type WrongGuessLimit } from '../auth/wrong-guesses';

/** Wrong promo codes one client (an IPv4 address, an IPv6 /64) may try through the public price check in an hour. */
export const wrongPromoCodesPerClientPerHour = 20;

export type PromoCheckLimiter = WrongGuessLimit;

/** Limits guessing codes through the checkout's price check, per client network (`auth/wrong-guesses.ts`). */
export function createPromoCheckLimiter(db: Database, now: () => Date, perHour = wrongPromoCodesPerClientPerHour): PromoCheckLimiter {
  const limit = wrongGuessLimit(db, now, {
    kind: 'promo_code',
    perHour,
    refusal: (minutes) => `Слишком много неверных промокодов с вашего адреса. Попробуйте через ${minutes} мин.`,
  });
  return { admit: (clientIp) => limit.admit(clientNetwork(clientIp)), recordWrong: (clientIp) => limit.recordWrong(clientNetwork(clientIp)) };
}
