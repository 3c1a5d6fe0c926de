/** A consultation type's own length unless the coach sets another (spec 9: sessions last 60–90 minutes). */
export const defaultSessionMinutes = 60;

/** When a session ends in calendars (invitations, feeds, «Добавить в календарь»): its start plus its type's length. */
export const sessionEnd = (session: { start: Date; durationMinutes: number }) => new Date(session.start.getTime() + session.durationMinutes * 60_000);
/** The bounds of a type's length the coach may set, in minutes. */
export const sessionMinutesRange = { min: 15, max: 480 } as const;

/** A session as calendars see it (the invitation mails, the calendar feed). */
export type CalendarSession = {
  consultationId: number;
  start: Date;
  /** Raised on every change of the session (a move, a cancellation), so calendars replace their copy. */
  sequence: number;
  meetingUrl: string | null;
  /** Its type's length (`consultation_types.duration_minutes`) as it is now: a changed length reaches the next invitation. */
  durationMinutes: number;
};

/** One UID per session for its whole life, so an update or a cancellation finds the invitation it changes. */
export const sessionUid = (consultationId: number, publicUrl: string) => `consultation-${consultationId}@${new URL(publicUrl).hostname}`;
