/**
 * Why the coach's calendar could not be read this time, in words for her («Календарь недоступен с
 * 12:40: …»): no address, no answer, an error answer, a file too large or not iCalendar, a
 * recurrence the site does not read. The technical cause, if any, is kept as `cause` for the log.
 */
export class BusyFeedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BusyFeedError';
  }
}

/**
 * The file itself is refused for what its events hold: a recurrence the site does not read, or more
 * than its budget (recurrence steps, time, memory) to read it. Reading the same file again would
 * cost the same, so it is not read again until the coach saves the address anew (`paused`).
 */
export class BusyFeedRefusedError extends BusyFeedError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BusyFeedRefusedError';
  }
}
