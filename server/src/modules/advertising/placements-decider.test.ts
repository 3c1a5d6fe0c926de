import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import type { AdvertisingEvent, PaidPlacement } from './events';
import { levyKopecks, newestFirst, quarterOf, quarterTotals } from './levy';
import { placementsDecider } from './placements-decider';

const now = new Date('2026-11-24T10:00:00.000Z');
const at = now.toISOString();
const spec = deciderSpec(placementsDecider);
const placement = (placementId: string, placedOn: string, incomeKopecks: number): PaidPlacement => ({
  placementId,
  placedOn,
  advertiser: 'ООО «Ромашка»',
  erid: '2VtzqwTGwxn',
  where: 'newsletter',
  title: 'Ноябрь',
  incomeKopecks,
});
const first = placement('7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a11', '2026-11-20', 1_000_000);
const recorded: AdvertisingEvent = { type: 'PaidPlacementRecorded', data: { ...first, recordedAt: at } };

describe('the ledger of paid placements', () => {
  it('should record a placement once, and remove it once', () => {
    spec.given([]).when({ type: 'RecordPlacement', data: first, metadata: { now } }).then([recorded]);
    spec.given([recorded]).when({ type: 'RecordPlacement', data: first, metadata: { now } }).thenThrows(/уже записано/);
    const removed: AdvertisingEvent = { type: 'PaidPlacementRemoved', data: { placementId: first.placementId, removedAt: at } };
    spec.given([recorded]).when({ type: 'RemovePlacement', data: { placementId: first.placementId }, metadata: { now } }).then([removed]);
    spec.given([recorded, removed]).when({ type: 'RemovePlacement', data: { placementId: first.placementId }, metadata: { now } }).thenThrows(/не найдено/);
  });
});

describe('income and the 3 % levy by quarter', () => {
  it('should put a day in its calendar quarter', () => {
    expect(['2026-01-01', '2026-03-31', '2026-04-01', '2026-09-30', '2026-10-01', '2026-12-31'].map(quarterOf)).toEqual([
      { year: 2026, quarter: 1 },
      { year: 2026, quarter: 1 },
      { year: 2026, quarter: 2 },
      { year: 2026, quarter: 3 },
      { year: 2026, quarter: 4 },
      { year: 2026, quarter: 4 },
    ]);
  });

  it('should sum each quarter and take 3 % of its sum, to the kopeck', () => {
    expect(levyKopecks(1_000_000)).toBe(30_000);
    expect(levyKopecks(1_250_050)).toBe(37_502);
    const placements = [first, placement('7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a12', '2026-12-31', 250_050), placement('7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a13', '2025-04-01', 100)];
    expect(quarterTotals(placements)).toEqual([
      { year: 2026, quarter: 4, placements: 2, incomeKopecks: 1_250_050, levyKopecks: 37_502 },
      { year: 2025, quarter: 2, placements: 1, incomeKopecks: 100, levyKopecks: 3 },
    ]);
    expect(newestFirst(placements).map((one) => one.placedOn)).toEqual(['2026-12-31', '2026-11-20', '2025-04-01']);
  });
});
