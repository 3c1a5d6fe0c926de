import { DateTime, IANAZone } from 'luxon';

/*
 * A client's own clock beside the practice's Moscow one, for the mails and for the web app
 * (web/src/lib/client-time.tsx reads the same zone list and rules). A client without a zone, or
 * whose clock reads as Moscow's at that moment (Minsk, Simferopol), gets the Moscow text exactly as before.
 */

/** The practice's zone: every session is planned in Moscow time (spec 2.5, 9). */
export const moscowZone = 'Europe/Moscow';

/** A zone of the list: its city as the select names it, and «по …» as a time is said in it. */
export type NamedZone = { city: string; by: string };

/** The zones clients pick from in «Настройки», with Russian names; any other IANA zone is shown by its UTC offset. */
export const namedZones: Readonly<Record<string, NamedZone>> = {
  'Europe/Kaliningrad': { city: 'Калининград', by: 'по Калининграду' },
  'Europe/Moscow': { city: 'Москва', by: 'по московскому времени' },
  'Europe/Volgograd': { city: 'Волгоград', by: 'по Волгограду' },
  'Europe/Samara': { city: 'Самара', by: 'по Самаре' },
  'Asia/Yekaterinburg': { city: 'Екатеринбург', by: 'по Екатеринбургу' },
  'Asia/Omsk': { city: 'Омск', by: 'по Омску' },
  'Asia/Novosibirsk': { city: 'Новосибирск', by: 'по Новосибирску' },
  'Asia/Tomsk': { city: 'Томск', by: 'по Томску' },
  'Asia/Barnaul': { city: 'Барнаул', by: 'по Барнаулу' },
  'Asia/Krasnoyarsk': { city: 'Красноярск', by: 'по Красноярску' },
  'Asia/Irkutsk': { city: 'Иркутск', by: 'по Иркутску' },
  'Asia/Chita': { city: 'Чита', by: 'по Чите' },
  'Asia/Yakutsk': { city: 'Якутск', by: 'по Якутску' },
  'Asia/Vladivostok': { city: 'Владивосток', by: 'по Владивостоку' },
  'Asia/Sakhalin': { city: 'Южно-Сахалинск', by: 'по Южно-Сахалинску' },
  'Asia/Magadan': { city: 'Магадан', by: 'по Магадану' },
  'Asia/Kamchatka': { city: 'Камчатка', by: 'по камчатскому времени' },
  'Asia/Almaty': { city: 'Алматы', by: 'по Алматы' },
  'Asia/Tashkent': { city: 'Ташкент', by: 'по Ташкенту' },
  'Asia/Bishkek': { city: 'Бишкек', by: 'по Бишкеку' },
  'Europe/Minsk': { city: 'Минск', by: 'по Минску' },
  'Europe/Kyiv': { city: 'Киев', by: 'по Киеву' },
  'Europe/Kiev': { city: 'Киев', by: 'по Киеву' },
  'Europe/Chisinau': { city: 'Кишинёв', by: 'по Кишинёву' },
  'Europe/Riga': { city: 'Рига', by: 'по Риге' },
  'Europe/Vilnius': { city: 'Вильнюс', by: 'по Вильнюсу' },
  'Europe/Tallinn': { city: 'Таллин', by: 'по Таллину' },
  'Asia/Tbilisi': { city: 'Тбилиси', by: 'по Тбилиси' },
  'Asia/Yerevan': { city: 'Ереван', by: 'по Еревану' },
  'Asia/Baku': { city: 'Баку', by: 'по Баку' },
  'Europe/Istanbul': { city: 'Стамбул', by: 'по Стамбулу' },
  'Asia/Dubai': { city: 'Дубай', by: 'по Дубаю' },
  'Asia/Jerusalem': { city: 'Иерусалим', by: 'по Иерусалиму' },
  'Europe/Belgrade': { city: 'Белград', by: 'по Белграду' },
  'Europe/Warsaw': { city: 'Варшава', by: 'по Варшаве' },
  'Europe/Berlin': { city: 'Берлин', by: 'по Берлину' },
  'Europe/Paris': { city: 'Париж', by: 'по Парижу' },
  'Europe/London': { city: 'Лондон', by: 'по Лондону' },
  'Asia/Bangkok': { city: 'Бангкок', by: 'по Бангкоку' },
  'America/New_York': { city: 'Нью-Йорк', by: 'по Нью-Йорку' },
  'America/Los_Angeles': { city: 'Лос-Анджелес', by: 'по Лос-Анджелесу' },
};

/** The shape of an IANA name (`Area/Location`, `UTC`): an offset such as `+07:00`, which `Intl` also takes, is not one. */
const ianaName = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** The zone's canonical IANA name (`asia/novosibirsk` → `Asia/Novosibirsk`), or undefined when it is no zone. */
export function canonicalTimeZone(zone: string): string | undefined {
  if (zone.length > 64 || !ianaName.test(zone) || !IANAZone.isValidZone(zone)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** «UTC+7», «UTC−3», «UTC+5:30»: a zone's offset at an instant. */
export function utcOffsetText(instant: Date, zone: string): string {
  const minutes = DateTime.fromJSDate(instant, { zone }).offset;
  const sign = minutes < 0 ? '−' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** «Новосибирск (UTC+7)», or the IANA name for a zone off the list: how the coach's client card names it. */
export const timeZoneLabel = (zone: string, at: Date): string => `${namedZones[zone]?.city ?? zone} (${utcOffsetText(at, zone)})`;

/** The client's zone when her clock differs from Moscow's at `instant`; undefined when Moscow's text stands. */
export function foreignZone(zone: string | null | undefined, instant: Date): string | undefined {
  if (!zone || zone === moscowZone || !IANAZone.isValidZone(zone)) return undefined;
  const local = DateTime.fromJSDate(instant, { zone });
  return local.offset === DateTime.fromJSDate(instant, { zone: moscowZone }).offset ? undefined : zone;
}

const onClock = (instant: Date, zone: string) => DateTime.fromJSDate(instant, { zone }).setLocale('ru');

/** «по Новосибирску» for a zone of the list, «(UTC+7)» for another. */
const byZone = (instant: Date, zone: string) => namedZones[zone]?.by ?? `(${utcOffsetText(instant, zone)})`;

/** Moscow's clock beside the client's: «10:00 МСК», with the day when it is another one there («5 декабря, 23:00 МСК»). */
function moscowBeside(instant: Date, zone: string): string {
  const moscow = onClock(instant, moscowZone);
  const sameDay = moscow.toISODate() === onClock(instant, zone).toISODate();
  return `${moscow.toFormat(sameDay ? 'HH:mm' : "d MMMM, HH:mm")} МСК`;
}

/**
 * A session's moment in running text: «28 ноября 2026 в 10:00 по московскому времени» for a
 * Moscow client; «28 ноября 2026 в 14:00 по Новосибирску (10:00 МСК)» for one of the list;
 * «28 ноября 2026 в 14:00 (UTC+7), 10:00 МСК» for any other zone.
 */
export function sessionMomentText(instant: Date, zone: string | null | undefined): string {
  const own = foreignZone(zone, instant);
  if (!own) return `${onClock(instant, moscowZone).toFormat("d MMMM yyyy 'в' HH:mm")} по московскому времени`;
  const local = `${onClock(instant, own).toFormat("d MMMM yyyy 'в' HH:mm")} ${byZone(instant, own)}`;
  return namedZones[own] ? `${local} (${moscowBeside(instant, own)})` : `${local}, ${moscowBeside(instant, own)}`;
}

/**
 * Several times of one Moscow day: «10:00, 12:00 (по московскому времени)» for a Moscow client;
 * «14:00, 16:00 по Новосибирску (10:00, 12:00 МСК)»; «14:00, 16:00 (UTC+7; 10:00, 12:00 МСК)».
 */
export function clockTimesText(instants: readonly Date[], zone: string | null | undefined): string {
  const moscow = instants.map((instant) => onClock(instant, moscowZone).toFormat('HH:mm')).join(', ');
  const own = instants[0] ? foreignZone(zone, instants[0]) : undefined;
  if (!own || !instants[0]) return `${moscow} (по московскому времени)`;
  const local = instants.map((instant) => onClock(instant, own).toFormat('HH:mm')).join(', ');
  const named = namedZones[own];
  return named ? `${local} ${named.by} (${moscow} МСК)` : `${local} (${utcOffsetText(instants[0], own)}; ${moscow} МСК)`;
}

/** A wall-clock reading of the instant on the client's clock (Moscow's without a zone), for calendars that take local times. */
export const clientWallClock = (instant: Date, zone: string | null | undefined): string =>
  DateTime.fromJSDate(instant, { zone: zone && IANAZone.isValidZone(zone) ? zone : moscowZone }).toFormat("yyyy-MM-dd'T'HH:mm:ss");
