import { defineProjection } from './define-projection';

/** The coach's promo codes with their terms and how many uses purchases hold now («Промокоды»). */
export const promoCodesProjection = defineProjection({
  name: 'promo-codes',
  version: 1,
  schema: `
    CREATE TABLE IF NOT EXISTS promo_codes (
      code text PRIMARY KEY,
      -- The terms as PromoCodeCreated has them (discount, types, limits, Moscow days, first purchase only).
      terms jsonb NOT NULL,
      active boolean NOT NULL DEFAULT true,
      -- Uses held by purchases paid or awaiting payment.
      uses integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL
    );
  `,
  handlers: {
    async PromoCodeCreated(tx, event) {
      const { code, createdAt, ...terms } = event.data;
      await tx.query(`INSERT INTO promo_codes (code, terms, created_at) VALUES ($1, $2::jsonb, $3) ON CONFLICT (code) DO NOTHING`, [code, JSON.stringify(terms), createdAt]);
    },
    async PromoCodeUseReserved(tx, event) {
      await tx.query(`UPDATE promo_codes SET uses = uses + 1 WHERE code = $1`, [event.data.code]);
    },
    async PromoCodeUseReleased(tx, event) {
      await tx.query(`UPDATE promo_codes SET uses = greatest(uses - 1, 0) WHERE code = $1`, [event.data.code]);
    },
    async PromoCodeDeactivated(tx, event) {
      await tx.query(`UPDATE promo_codes SET active = false WHERE code = $1`, [event.data.code]);
    },
  },
});
