const hourMs = 3_600_000;

/** How long after booking she is reminded, if she has not answered by then. */
export const reminderAfterBookingMs = 24 * hourMs;
/** The reminder goes out no later than this long before the session. */
export const reminderBeforeSessionMs = 24 * hourMs;

/**
 * When the reminder to answer goes out, from now (the session's confirmation): a day after, or a
 * day before the session if that comes first; null when that moment has already passed (a session
 * within a day: the cabinet asks her at once, a mail would only come too late).
 */
export function reminderDelayMs(now: Date, start: Date): number | null {
  const delayMs = Math.min(reminderAfterBookingMs, start.getTime() - reminderBeforeSessionMs - now.getTime());
  return delayMs > 0 ? delayMs : null;
}
