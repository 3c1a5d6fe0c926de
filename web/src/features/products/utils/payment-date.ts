import { DateTime } from 'luxon';

/** A payment instant as a Moscow calendar date, DD.MM.YYYY (spec 2.7, 9). */
export function formatPaymentDate(iso: string): string {
  const instant = DateTime.fromISO(iso, { zone: 'utc' });
  return instant.isValid ? instant.setZone('Europe/Moscow').toFormat('dd.LL.yyyy') : '';
}
