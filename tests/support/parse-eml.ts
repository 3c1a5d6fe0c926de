/**
 * The reading side of the outbox: enough MIME (RFC 2045-2047) to get the headers and the text and
 * HTML bodies back out of a message nodemailer composed. Multipart trees, base64 and
 * quoted-printable bodies, RFC 2047 encoded words and any charset Node's TextDecoder knows.
 * Attachments are skipped. Kept here rather than pulling in `mailparser`, whose weight buys nothing
 * for messages we compose ourselves.
 */
export type ParsedEml = {
  /** Lower-case names, values unfolded and decoded; the first of repeated headers wins. */
  headers: Record<string, string>;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The `text/calendar` alternative (an invitation), with the method of its Content-Type; null when there is none. */
  calendar: { method: string; content: string } | null;
};

/** A part as raw octets held in a latin1 string, so slicing never splits or alters a byte. */
type MimePart = { headers: Record<string, string>; body: string };

export function parseEml(source: Buffer | string): ParsedEml {
  const octets = typeof source === 'string' ? Buffer.from(source, 'utf8') : source;
  const root = splitPart(octets.toString('latin1'));
  const bodies: Bodies = { text: '', html: '', calendar: null };
  collectBodies(root, bodies);
  const headers = Object.fromEntries(
    Object.entries(root.headers).map(([name, value]) => [name, decodeEncodedWords(Buffer.from(value, 'latin1').toString('utf8'))]),
  );
  return { headers, from: headers.from ?? '', to: headers.to ?? '', subject: headers.subject ?? '', ...bodies };
}

function splitPart(raw: string): MimePart {
  const blankLine = /\r?\n\r?\n/.exec(raw);
  const headerBlock = blankLine ? raw.slice(0, blankLine.index) : raw;
  const body = blankLine ? raw.slice(blankLine.index + blankLine[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of headerBlock.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return { headers, body };
}

type Bodies = Pick<ParsedEml, 'text' | 'html' | 'calendar'>;

function collectBodies(part: MimePart, bodies: Bodies): void {
  const { value: mimeType, params } = parseStructuredHeader(part.headers['content-type'] ?? 'text/plain');
  if (mimeType.startsWith('multipart/') && params.boundary) {
    for (const child of splitMultipart(part.body, params.boundary)) collectBodies(child, bodies);
    return;
  }
  if ((part.headers['content-disposition'] ?? '').toLowerCase().startsWith('attachment')) return;
  if (mimeType === 'text/plain' && !bodies.text) bodies.text = decodeBody(part, params.charset);
  if (mimeType === 'text/html' && !bodies.html) bodies.html = decodeBody(part, params.charset);
  if (mimeType === 'text/calendar' && !bodies.calendar) bodies.calendar = { method: (params.method ?? '').toUpperCase(), content: decodeBody(part, params.charset) };
}

function parseStructuredHeader(header: string): { value: string; params: Record<string, string> } {
  const semicolon = header.indexOf(';');
  const value = (semicolon < 0 ? header : header.slice(0, semicolon)).trim().toLowerCase();
  const params: Record<string, string> = {};
  for (const match of header.matchAll(/;\s*([^=\s;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;\s]*)/g)) {
    const [, name = '', raw = ''] = match;
    params[name.toLowerCase()] = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
  }
  return { value, params };
}

function splitMultipart(body: string, boundary: string): MimePart[] {
  const escaped = boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The line break before a delimiter belongs to the delimiter (RFC 2046 §5.1.1).
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${escaped}(--)?[ \\t]*(?:\\r?\\n|$)`, 'g');
  const parts: MimePart[] = [];
  let start = -1;
  for (const match of body.matchAll(delimiter)) {
    if (start >= 0) parts.push(splitPart(body.slice(start, match.index)));
    if (match[1]) break;
    start = match.index + match[0].length;
  }
  return parts;
}

function decodeBody(part: MimePart, charset: string | undefined): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body.replace(/[ \t]+(?=\r?\n)/g, '').replace(/=\r?\n/g, ''))
        : Buffer.from(part.body, 'latin1');
  return decodeCharset(bytes, charset);
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(text.charCodeAt(index) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeCharset(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * RFC 2047 `=?charset?B|Q?...?=` words. Adjacent words are joined as bytes before decoding,
 * because an encoder may split a multi-byte character between them, and the blank between two
 * words is not part of the text.
 */
function decodeEncodedWords(value: string): string {
  const joined = value.replace(/(\?=)\s+(?==\?)/g, '$1');
  let result = '';
  let pending: { charset: string; chunks: Buffer[] } | undefined;
  const flush = () => {
    if (pending) result += decodeCharset(Buffer.concat(pending.chunks), pending.charset);
    pending = undefined;
  };
  let last = 0;
  for (const match of joined.matchAll(/=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g)) {
    const [word, charsetWithLanguage = '', encoding = '', encoded = ''] = match;
    if (match.index > last) {
      flush();
      result += joined.slice(last, match.index);
    }
    const charset = charsetWithLanguage.split('*')[0]?.toLowerCase() ?? 'utf-8';
    const chunk = encoding.toUpperCase() === 'B' ? Buffer.from(encoded, 'base64') : decodeQuotedPrintable(encoded.replaceAll('_', ' '));
    if (pending && pending.charset !== charset) flush();
    (pending ??= { charset, chunks: [] }).chunks.push(chunk);
    last = match.index + word.length;
  }
  flush();
  return result + joined.slice(last);
}
