/**
 * Why the coach's calendar could not be read this time, in words for her («Календарь недоступен с
 * 12:40: …»): no address, no answer, an error answer, a file too large or not iCalendar. The
 * technical cause, if any, is kept as `cause` for the log.
 */
export class BusyFeedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BusyFeedError';
  }
}
