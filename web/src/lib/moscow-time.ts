import { DateTime } from 'luxon';

/** Sessions are planned and shown in Moscow time (spec 2.5, 9); the wire carries UTC. */
export const MOSCOW_ZONE = 'Europe/Moscow';

/** The spec's wire format for instants sent to the server: UTC `YYYY-MM-DD HH:mm`. */
const UTC_MINUTE = 'yyyy-MM-dd HH:mm';

export function moscowNow(): DateTime {
  return DateTime.now().setZone(MOSCOW_ZONE).setLocale('ru');
}

/** Any instant as it reads on a Moscow clock, in Russian. */
export function inMoscow(instant: DateTime): DateTime {
  return instant.setZone(MOSCOW_ZONE).setLocale('ru');
}

export function toUtcMinute(instant: DateTime): string {
  return instant.toUTC().toFormat(UTC_MINUTE);
}

/** An ISO instant from the server (e.g. a slot's `start`) in the format the server takes back. */
export function isoToUtcMinute(iso: string): string {
  return toUtcMinute(DateTime.fromISO(iso, { zone: 'utc' }));
}

/** `YYYY-MM-DD` of a Moscow calendar day as that day's start in Moscow. */
export function moscowDay(isoDate: string): DateTime {
  return DateTime.fromISO(isoDate, { zone: MOSCOW_ZONE }).setLocale('ru');
}

/**
 * A Moscow calendar day (`YYYY-MM-DD`) in running text, as people write it: «28 ноября», with the
 * year only when it is not the current one («5 января 2027»). Mails, read later, always carry the
 * year (server/src/shared/date-text.ts).
 */
export function formatDayInText(isoDate: string, now: DateTime = moscowNow()): string {
  const day = moscowDay(isoDate);
  return day.toFormat(day.hasSame(inMoscow(now), 'year') ? 'd MMMM' : 'd MMMM yyyy');
}

/** The moment a Moscow date (`YYYY-MM-DD`) and time (`HH:mm`) entered in a form name; null when they are not a real moment. */
export function moscowFieldsMoment(onlyDate: string, onlyTime: string): DateTime | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(onlyDate) || !/^\d{2}:\d{2}$/.test(onlyTime)) return null;
  const moscow = DateTime.fromISO(`${onlyDate}T${onlyTime}`, { zone: MOSCOW_ZONE });
  return moscow.isValid ? moscow : null;
}

/** DD.MM.YYYY of a Moscow calendar day (`YYYY-MM-DD`). */
export function formatMoscowDate(isoDate: string): string {
  return moscowDay(isoDate).toFormat('dd.MM.yyyy');
}

/** DD.MM.YYYY HH:mm on a Moscow clock, for an ISO instant. */
export function formatMoscowDateTime(iso: string): string {
  return inMoscow(DateTime.fromISO(iso, { zone: 'utc' })).toFormat('dd.MM.yyyy HH:mm');
}

/** HH:mm on a Moscow clock, for an ISO instant. */
export function formatMoscowTime(iso: string): string {
  return inMoscow(DateTime.fromISO(iso, { zone: 'utc' })).toFormat('HH:mm');
}
