/** How long a session lasts in calendars and in the cabinet («Подключиться» until its end): the longest meeting the catalogue promises. */
export const sessionMinutes = 90;

export const sessionEnd = (start: Date) => new Date(start.getTime() + sessionMinutes * 60_000);

/** A consultation type's own length unless the coach sets another (spec 9: sessions last 60–90 minutes). */
export const defaultSessionMinutes = 60;
/** The bounds of a type's length the coach may set, in minutes. */
export const sessionMinutesRange = { min: 15, max: 480 } as const;

/** A session as calendars see it (the invitation mails, the calendar feed). */
export type CalendarSession = {
  consultationId: number;
  start: Date;
  /** Raised on every change of the session (a move, a cancellation), so calendars replace their copy. */
  sequence: number;
  meetingUrl: string | null;
};

/** One UID per session for its whole life, so an update or a cancellation finds the invitation it changes. */
export const sessionUid = (consultationId: number, publicUrl: string) => `consultation-${consultationId}@${new URL(publicUrl).hostname}`;
