import { DateTime } from 'luxon';
import type { Queryable } from '../../db/database';
import { moscowZone } from '../../shared/client-time';
import type { PracticeDetails } from '../practice/practice-details';

/** The self-employed's (НПД) income limit a year (422-FZ): above it the status is lost. */
export const selfEmployedLimitRubles = 2_400_000;

/** The УСН VAT-exemption threshold by year (425-FZ): 20 M ₽ in 2026, 15 M in 2027, 10 M from 2028. */
export const usnVatExemptionRubles = (year: number): number => (year <= 2026 ? 20_000_000 : year === 2027 ? 15_000_000 : 10_000_000);

export type LimitLevel = 'ok' | '80' | '95' | 'over';

/** How near the income is to a limit: warned at 80 % and 95 %, `over` past it. */
export function limitLevel(incomeRubles: number, limitRubles: number): LimitLevel {
  const share = incomeRubles / limitRubles;
  if (share > 1) return 'over';
  if (share >= 0.95) return '95';
  if (share >= 0.8) return '80';
  return 'ok';
}

export type TaxLimit = { kind: 'self_employed' | 'usn_vat_exemption'; limit: number; share: number; level: LimitLevel; applies: boolean };

const isUsn = (details: Pick<PracticeDetails, 'taxStatus' | 'taxSystem'>) =>
  details.taxStatus === 'sole_proprietor' && (details.taxSystem === 'usn_income' || details.taxSystem === 'usn_income_minus_expenses');

/** The year's income against each limit; `applies` says which one is hers. */
export function taxLimits(incomeRubles: number, year: number, details: Pick<PracticeDetails, 'taxStatus' | 'taxSystem'>): TaxLimit[] {
  const limit = (kind: TaxLimit['kind'], rubles: number, applies: boolean): TaxLimit => ({
    kind,
    limit: rubles,
    share: incomeRubles / rubles,
    level: limitLevel(incomeRubles, rubles),
    applies,
  });
  return [limit('self_employed', selfEmployedLimitRubles, details.taxStatus === 'self_employed'), limit('usn_vat_exemption', usnVatExemptionRubles(year), isUsn(details))];
}

/** The practice's year on Moscow time: from its 1 January 00:00 to the next. */
export function practiceYear(now: Date): { year: number; from: Date; to: Date } {
  const start = DateTime.fromJSDate(now, { zone: moscowZone }).startOf('year');
  return { year: start.year, from: start.toJSDate(), to: start.plus({ years: 1 }).toJSDate() };
}

/** Kopecks paid in the period less kopecks refunded in it, from the purchases' read model. */
export async function incomeKopecks(db: Queryable, period: { from: Date; to: Date }): Promise<number> {
  const { rows } = await db.query<{ paid: string | null; refunded: string | null }>(
    `SELECT
       (SELECT sum(amount_kopecks) FROM purchases WHERE paid_at >= $1 AND paid_at < $2) AS paid,
       (SELECT sum(refunded_kopecks) FROM purchases WHERE refunded_at >= $1 AND refunded_at < $2) AS refunded`,
    [period.from, period.to],
  );
  return Number(rows[0]?.paid ?? 0) - Number(rows[0]?.refunded ?? 0);
}
