import { DateTime } from 'luxon';
import type { Consultation } from '../../../api/generated/model';

/** As the server's calendars count it: the longest meeting the catalogue promises. */
export const SESSION_MINUTES = 90;

/** «Подключиться» shows from this long before the start. */
export const JOIN_OPENS_MINUTES = 15;

const startOf = (consultation: Consultation) => DateTime.fromISO(consultation.date, { zone: 'utc' });

export const sessionEnd = (consultation: Consultation) => startOf(consultation).plus({ minutes: SESSION_MINUTES });

/** Whether the session has not ended yet: it is listed under «Предстоящие». */
export function isUpcoming(consultation: Consultation, now: DateTime): boolean {
  return sessionEnd(consultation) > now;
}

/** Whether the client may join now: a paid session with a room, from 15 minutes before until its end. */
export function canJoin(consultation: Consultation, now: DateTime): boolean {
  if (!consultation.meeting_url || !consultation.is_paid) return false;
  return now >= startOf(consultation).minus({ minutes: JOIN_OPENS_MINUTES }) && now < sessionEnd(consultation);
}

/** Whether the session is still ahead (it may be cancelled or moved; the server applies the client's notice, `CLIENT_NOTICE_HOURS`). */
export function isAhead(consultation: Consultation, now: DateTime): boolean {
  return startOf(consultation) > now;
}
