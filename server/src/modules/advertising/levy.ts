import type { PaidPlacement } from './events';

/** The levy on internet advertising income (479-FZ, from 1 April 2025), in percent. */
export const levyRatePercent = 3;

/** A quarter of the calendar year: the levy's period. */
export type Quarter = { year: number; quarter: 1 | 2 | 3 | 4 };

/** The quarter of a day (`2026-11-20` → 2026, 4). */
export function quarterOf(day: string): Quarter {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return { year, quarter: (Math.floor((month - 1) / 3) + 1) as Quarter['quarter'] };
}

/** The levy on an income, to the kopeck (half a kopeck up). */
export const levyKopecks = (incomeKopecks: number): number => Math.round((incomeKopecks * levyRatePercent) / 100);

export type QuarterTotal = Quarter & { placements: number; incomeKopecks: number; levyKopecks: number };

/** Each quarter with placements: their number, the income and the levy on it, newest quarter first. */
export function quarterTotals(placements: readonly PaidPlacement[]): QuarterTotal[] {
  const totals = new Map<string, QuarterTotal>();
  for (const placement of placements) {
    const quarter = quarterOf(placement.placedOn);
    const key = `${quarter.year}-${quarter.quarter}`;
    const total = totals.get(key) ?? { ...quarter, placements: 0, incomeKopecks: 0, levyKopecks: 0 };
    totals.set(key, { ...total, placements: total.placements + 1, incomeKopecks: total.incomeKopecks + placement.incomeKopecks });
  }
  return [...totals.values()]
    .map((total) => ({ ...total, levyKopecks: levyKopecks(total.incomeKopecks) }))
    .sort((a, b) => b.year - a.year || b.quarter - a.quarter);
}

/** The placements newest first (by day, then as recorded last). */
export const newestFirst = (placements: readonly PaidPlacement[]): PaidPlacement[] =>
  placements
    .map((placement, index) => ({ placement, index }))
    .sort((a, b) => b.placement.placedOn.localeCompare(a.placement.placedOn) || b.index - a.index)
    .map(({ placement }) => placement);
