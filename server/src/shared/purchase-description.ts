import { DateTime } from 'luxon';

/**
 * A session's purchase is described as «<service>, YYYY-MM-DD»: the service and the session's day,
 * as the checkout records it in the purchase's events (and YooKassa shows it). Texts for people
 * write that day as people do, each side with its own date formatter.
 */
const sessionDescription = /^(?<service>.+), (?<day>\d{4}-\d{2}-\d{2})$/;

/** How the checkout describes a session's purchase: the service and the session's Moscow day. */
export const sessionPurchaseDescription = (service: string, start: Date): string =>
  `${service}, ${DateTime.fromJSDate(start).setZone('Europe/Moscow').toISODate() ?? start.toISOString().slice(0, 10)}`;

/** The service a purchase's description names («Коуч-сессия» of «Коуч-сессия, 2026-12-05»; other descriptions whole). */
export const serviceOfDescription = (description: string): string => sessionDescription.exec(description)?.groups?.service ?? description;

/** The purchase's description with a session's day written by `dayText`; other descriptions as they are. */
export function purchaseDescriptionText(description: string, dayText: (isoDay: string) => string): string {
  const parts = sessionDescription.exec(description)?.groups;
  return parts?.service && parts.day ? `${parts.service}, ${dayText(parts.day)}` : description;
}
