import { DateTime } from 'luxon';
import type { Consultation } from '../../../api/generated/model';
import { CLIENT_NOTICE_HOURS, CLIENT_NOTICE_TEXT } from '../../../config/constants';

/** A session's length when the server does not tell it: the longest meeting the catalogue promises. */
export const SESSION_MINUTES = 90;

/** «Подключиться» shows from this long before the start. */
export const JOIN_OPENS_MINUTES = 15;

const startOf = (consultation: Consultation) => DateTime.fromISO(consultation.date, { zone: 'utc' });

/** Its end as the server's calendars count it: the start plus its type's length. */
export const sessionEnd = (consultation: Consultation) => startOf(consultation).plus({ minutes: consultation.duration_minutes ?? SESSION_MINUTES });

/** Whether the session has not ended yet: it is listed under «Предстоящие». */
export function isUpcoming(consultation: Consultation, now: DateTime): boolean {
  return sessionEnd(consultation) > now;
}

/** Whether the client may join now: a paid session with a room, from 15 minutes before until its end. */
export function canJoin(consultation: Consultation, now: DateTime): boolean {
  if (!consultation.meeting_url || !consultation.is_paid) return false;
  return now >= startOf(consultation).minus({ minutes: JOIN_OPENS_MINUTES }) && now < sessionEnd(consultation);
}

/** Whether the session is still ahead: the coach may cancel or move it; its client until `isBeforeClientNotice` says no more. */
export function isAhead(consultation: Consultation, now: DateTime): boolean {
  return startOf(consultation) > now;
}

/** Whether its client may still cancel or move it herself: not later than `CLIENT_NOTICE_HOURS` before the start, as the server decides. */
export function isBeforeClientNotice(consultation: Consultation, now: DateTime): boolean {
  return startOf(consultation).minus({ hours: CLIENT_NOTICE_HOURS }) >= now;
}

/** Why the client's own session offers no «Перенести» or «Отменить» within the notice: the server's refusal, in its words. */
export const clientNoticePassedText = (movable: boolean): string =>
  `${movable ? 'Перенести или отменить' : 'Отменить'} сессию можно не позднее чем за ${CLIENT_NOTICE_TEXT} до начала. Напишите в поддержку, если что-то случилось.`;
