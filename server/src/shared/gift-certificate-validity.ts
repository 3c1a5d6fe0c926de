import { dayText } from './date-text';
import { monthCount } from './russian-plural';

/**
 * «Сертификат действует до 22 ноября 2027 включительно (12 месяцев со дня покупки).»: its last day
 * and the months it was issued for, as its mail and its PDF say them.
 */
export const validityText = ({ expiresOn, validityMonths }: { expiresOn: string; validityMonths?: number | undefined }): string =>
  `Сертификат действует до ${dayText(expiresOn)} включительно${validityMonths === undefined ? '' : ` (${monthCount(validityMonths)} со дня покупки)`}.`;
