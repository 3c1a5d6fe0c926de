import PostalMime, { decodeWords } from 'postal-mime';

/** A message as the tests read it: what the outbox mailer wrote or the SMTP stand-in received, parsed by postal-mime. */
export type ReadMail = {
  /** Lower-case names, values unfolded and decoded (RFC 2047); the first of repeated headers wins. */
  headers: Record<string, string>;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The `text/calendar` alternative (an invitation), with the method of its Content-Type; null when there is none. */
  calendar: { method: string; content: string } | null;
  /** The attached files (the calendar alternative is not one of them). */
  attachments: Array<{ filename: string | null; mimeType: string; content: Buffer }>;
};

const asBuffer = (content: ArrayBuffer | Uint8Array | string) => (typeof content === 'string' ? Buffer.from(content) : Buffer.from(new Uint8Array(content)));

/**
 * In a multipart message the line break before a boundary belongs to the boundary (RFC 2046 §5.1.1),
 * not to the part; postal-mime keeps it in a text or HTML part, so it is taken off here.
 */
const partBody = (body: string | undefined, multipart: boolean) => (multipart ? (body ?? '').replace(/\r?\n$/, '') : (body ?? ''));

export async function readMail(source: Buffer | string): Promise<ReadMail> {
  const email = await PostalMime.parse(source);
  const headers: Record<string, string> = {};
  for (const { key, value } of email.headers) headers[key] ??= decodeWords(value);
  const multipart = (headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
  const parts = email.attachments.map((part) => ({ ...part, content: asBuffer(part.content) }));
  const calendar = parts.find((part) => part.mimeType === 'text/calendar' && part.disposition !== 'attachment');
  return {
    headers,
    from: headers.from ?? '',
    to: headers.to ?? '',
    subject: headers.subject ?? '',
    text: partBody(email.text, multipart),
    html: partBody(email.html, multipart),
    // postal-mime hands a calendar part back with LF line ends; iCalendar's own are CRLF (RFC 5545 §3.1).
    calendar: calendar ? { method: calendar.method ?? '', content: calendar.content.toString('utf8').replaceAll('\n', '\r\n') } : null,
    attachments: parts.filter((part) => part !== calendar).map(({ filename, mimeType, content }) => ({ filename, mimeType, content })),
  };
}
