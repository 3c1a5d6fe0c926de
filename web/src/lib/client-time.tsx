import { DateTime, IANAZone } from 'luxon';
import { createContext, useContext, type ReactNode } from 'react';
import type { ConsultationDay } from '../api/generated/model';
import { foreignZone as foreignZoneAt, namedZones, timeZoneLabel as labelAt, utcOffsetText as offsetAt } from '../../../server/src/shared/client-time';
import { formatMoscowDateTime, formatMoscowTime, MOSCOW_ZONE } from './moscow-time';

/*
 * The client's own clock beside the practice's Moscow one. The zone list and the offset and
 * Moscow rules are the mails' own (server/src/shared/client-time.ts); here they take the API's ISO
 * instants. Without a zone, or when her clock reads as Moscow's at that moment, everything is shown
 * in Moscow time exactly as before.
 */

/** The browser's IANA zone (`Intl`), undefined when it tells none. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && IANAZone.isValidZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

const onClock = (iso: string, zone: string) => DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone).setLocale('ru');

/** «UTC+7», «UTC−3», «UTC+5:30»: a zone's offset at an instant (now by default). */
export const utcOffsetText = (zone: string, iso?: string): string => offsetAt(iso ? new Date(iso) : new Date(), zone);

/** «Новосибирск (UTC+7)»; a zone off the list by its IANA name. */
export const timeZoneLabel = (zone: string, iso?: string): string => labelAt(zone, iso ? new Date(iso) : new Date());

/** The zones «Настройки» offers, by their offset now (Kyiv once), then the client's own when it is off the list. */
export function timeZoneOptions(current?: string | null): Array<{ value: string; label: string }> {
  const zones = Object.keys(namedZones).filter((zone) => zone !== 'Europe/Kiev' && IANAZone.isValidZone(zone));
  if (current && !zones.includes(current) && !(current === 'Europe/Kiev' && zones.includes('Europe/Kyiv'))) zones.push(current);
  const now = DateTime.now();
  return zones
    .map((zone) => ({ zone, offset: now.setZone(zone).offset }))
    .sort((a, b) => a.offset - b.offset || a.zone.localeCompare(b.zone))
    .map(({ zone }) => ({ value: zone, label: timeZoneLabel(zone) }));
}

/** Her zone when her clock differs from Moscow's at `iso`; undefined when the Moscow display stands. */
export const foreignZone = (zone: string | null | undefined, iso: string): string | undefined => foreignZoneAt(zone, new Date(iso));

/** How a time on her clock is said: «по Новосибирску», or «UTC+7» for a zone off the list. */
export const zoneTimeNote = (zone: string, iso: string): string => namedZones[zone]?.by ?? utcOffsetText(zone, iso);

/** Moscow's clock beside hers: «10:00 МСК», with the date when Moscow is on another day («05.12 23:00 МСК»). */
function moscowBeside(iso: string, zone: string): string {
  const moscow = onClock(iso, MOSCOW_ZONE);
  return `${moscow.toFormat(moscow.toISODate() === onClock(iso, zone).toISODate() ? 'HH:mm' : 'dd.MM HH:mm')} МСК`;
}

/**
 * A session's date and time for her: «28.11.2026 10:00» in Moscow (as before), «28.11.2026 14:00 по
 * Новосибирску (10:00 МСК)» for a zone of the list, «28.11.2026 14:00 (UTC+7), 10:00 МСК» otherwise.
 */
export function formatSessionDateTime(iso: string, zone: string | null | undefined): string {
  const own = foreignZone(zone, iso);
  return own ? onHerClockBesideMoscow(iso, own, 'dd.MM.yyyy HH:mm') : formatMoscowDateTime(iso);
}

/**
 * A time of day for her, such as a payment deadline: «06:24 (МСК)» in Moscow (as before), «10:24 по
 * Новосибирску (06:24 МСК)» for a zone of the list, «10:24 (UTC+7), 06:24 МСК» otherwise.
 */
export function formatClockTime(iso: string, zone: string | null | undefined): string {
  const own = foreignZone(zone, iso);
  return own ? onHerClockBesideMoscow(iso, own, 'HH:mm') : `${formatMoscowTime(iso)} (МСК)`;
}

/** `format` on her clock, said as it is said there, with Moscow's clock beside it. */
function onHerClockBesideMoscow(iso: string, own: string, format: string): string {
  const local = onClock(iso, own).toFormat(format);
  return namedZones[own] ? `${local} ${namedZones[own].by} (${moscowBeside(iso, own)})` : `${local} (${utcOffsetText(own, iso)}), ${moscowBeside(iso, own)}`;
}

/** A session's moment in a sentence: «10.03.2027 10:00 (время московское)» as before, or on her clock as `formatSessionDateTime`. */
export const sessionMomentInText = (iso: string, zone: string | null | undefined): string =>
  foreignZone(zone, iso) ? formatSessionDateTime(iso, zone) : `${formatMoscowDateTime(iso)} (время московское)`;

/** A free time in the booking select: its Moscow `HH:mm` as before, or «14:00 (10:00 МСК)» on her clock. */
export function slotTimeText(slot: { value: string; start: string }, zone: string | null | undefined): string {
  const own = foreignZone(zone, slot.start);
  return own ? `${onClock(slot.start, own).toFormat('HH:mm')} (${moscowBeside(slot.start, own)})` : slot.value;
}

/**
 * The server's free days (Moscow dates) regrouped on her days: a 23:00 Moscow time is on the next
 * day in Novosibirsk. `value` becomes her `HH:mm`; `start` stays the instant that is booked. The
 * days are given back as they are when she keeps Moscow time.
 */
export function localFreeDays(days: readonly ConsultationDay[] | undefined, zone: string | null | undefined): ConsultationDay[] | undefined {
  if (!days || !zone || zone === MOSCOW_ZONE || !IANAZone.isValidZone(zone)) return days ? [...days] : undefined;
  const byDate = new Map<string, ConsultationDay['times']>();
  for (const time of days.flatMap((day) => day.times)) {
    const local = onClock(time.start, zone);
    const date = local.toISODate() ?? '';
    byDate.set(date, [...(byDate.get(date) ?? []), { value: local.toFormat('HH:mm'), start: time.start }]);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, times]) => ({ date, times: [...times].sort((a, b) => a.start.localeCompare(b.start)) }));
}

/** The zone the cabinet shows the signed-in client's times in; undefined (Moscow) for the coach and before it is known. */
const ClientTimeZoneContext = createContext<string | undefined>(undefined);

export function ClientTimeZoneProvider({ zone, children }: { zone: string | null | undefined; children: ReactNode }) {
  return <ClientTimeZoneContext.Provider value={zone ?? undefined}>{children}</ClientTimeZoneContext.Provider>;
}

export const useClientTimeZone = (): string | undefined => useContext(ClientTimeZoneContext);
