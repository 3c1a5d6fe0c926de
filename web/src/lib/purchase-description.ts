import type { DateTime } from 'luxon';
import { purchaseDescriptionText } from '../../../server/src/shared/purchase-description';
import { formatDayInText } from './moscow-time';

/** What a purchase was, as «Платежи» and the client card write it: a session's day as people do («Коуч-сессия, 28 ноября»). */
export const purchaseDescription = (description: string, now?: DateTime): string =>
  purchaseDescriptionText(description, (isoDay) => formatDayInText(isoDay, now));
