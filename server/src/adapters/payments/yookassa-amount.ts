import type { Money } from './payment-provider';

/** YooKassa's amount object: a decimal string with the kopecks after a dot, and the currency code. */
export type YookassaAmount = { value: string; currency: string };

/**
 * Kopecks → "3500.00". Integer arithmetic rather than `(k / 100).toFixed(2)`, so no binary
 * fraction can ever round a kopeck away.
 */
export function toYookassaAmount(kopecks: number): YookassaAmount {
  const roubles = Math.trunc(kopecks / 100);
  const rest = String(kopecks % 100).padStart(2, '0');
  return { value: `${roubles}.${rest}`, currency: 'RUB' };
}

/** "3500.00" (or "3500", "3500.5") in roubles → 350000 kopecks; undefined when it is not such a number. */
export function parseYookassaAmount(amount: YookassaAmount): Money | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.value);
  if (!match || amount.currency !== 'RUB') return undefined;
  const [, roubles = '0', fraction = ''] = match;
  return { valueKopecks: Number(roubles) * 100 + Number(fraction.padEnd(2, '0')), currency: 'RUB' };
}
