import { get as httpGet, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export type PlainAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A plain GET as a browser's cache or a proxy sends it (not fetch, which adds
 * `Cache-Control: no-cache` to a conditional request, as a reload does, and decodes the body).
 * Over https it accepts the test's own self-signed certificate.
 */
export function plainGet(url: string, headers: Record<string, string> = {}): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    const onAnswer = (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    };
    const request = url.startsWith('https:') ? httpsGet(url, { headers, rejectUnauthorized: false }, onAnswer) : httpGet(url, { headers }, onAnswer);
    request.on('error', reject);
  });
}

/** The answer's text, decompressed as its Content-Encoding says. */
export const decodedBody = (answer: PlainAnswer): string => {
  const encoding = answer.headers['content-encoding'];
  const bytes = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  return bytes.toString();
};

/** What Chromium sends as Accept-Encoding. */
export const chromiumEncodings = { 'accept-encoding': 'gzip, deflate, br, zstd' };
