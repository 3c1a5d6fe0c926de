import type { Database } from '../../db/database';
import { wrongGuessLimit, type WrongGuessLimit } from '../auth/wrong-guesses';

/** Wrong certificate codes one account may enter in an hour. */
export const wrongGiftCodesPerAccountPerHour = 10;

export type RedeemLimiter = WrongGuessLimit;

/** Limits guessing certificate codes, per account (`auth/wrong-guesses.ts`). */
export const createRedeemLimiter = (db: Database, perHour = wrongGiftCodesPerAccountPerHour): RedeemLimiter =>
  wrongGuessLimit(db, { kind: 'gift_certificate_code', perHour, refusal: (minutes) => `Слишком много неверных кодов. Попробуйте через ${minutes} мин.` });
