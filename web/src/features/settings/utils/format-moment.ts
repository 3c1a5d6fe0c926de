import { DateTime } from 'luxon';
import { inMoscow } from '../../../lib/moscow-time';

/** «22 ноября 2026, 12:00» in Moscow time, for consent dates and export times. */
export const formatMoment = (iso: string): string => inMoscow(DateTime.fromISO(iso, { zone: 'utc' })).toFormat('d MMMM yyyy, HH:mm');
