/**
 * A body made once and sent many times (a public page, its stylesheets): its bytes with their
 * gzip and brotli forms, made when it is made, and the one way of sending them (the encoding the
 * request accepts, a strong ETag per form, 304 to a matching If-None-Match).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ParameterizedContext } from 'koa';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Measured on the landing's HTML (67 KB) and its styles (119 KB), 2026-11-27: quality 5 gives
 * 10.4 / 9.6 KB in 5 ms, 10 gives 9.3 / 8.7 KB in about 60 ms, 11 the same HTML in 100–190 ms.
 * A body is compressed once per version of a page, so 10 (11 % smaller than 5) costs nothing a
 * visitor waits for, and a stream of new addresses (`?utm_…`) cannot make 11's cost add up.
 */
export const brotliQuality = 10;
/** gzip's best level is no slower than its default on bodies this small (1–2 ms measured). */
const gzipLevel = 9;

export type Encoding = 'br' | 'gzip' | 'identity';

/** Best first: what a browser gets when it accepts several. */
const preference: readonly Encoding[] = ['br', 'gzip', 'identity'];

export type EncodedBody = {
  /** The media type, e.g. `text/html; charset=utf-8`. */
  type: string;
  /** `hashOf` the bytes: each form's ETag is made from it. */
  hash: string;
  forms: Readonly<Record<Encoding, Buffer>>;
};

export async function encodeBody(bytes: Buffer, type: string): Promise<EncodedBody> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: gzipLevel }),
  ]);
  return { type, hash: hashOf(bytes), forms: { br, gzip: gz, identity: bytes } };
}

/** The SHA-256 of `bytes`, base64url, cut to 22 characters (132 bits): a body's name and ETag. */
export const hashOf = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('base64url').slice(0, 22);

/** Accept-Encoding headers told apart at most: browsers send a handful, anything beyond is read each time. */
const rememberedAcceptEncodings = 32;
/** What each Accept-Encoding header seen lately chose (the header missing is a header of its own: `undefined`). */
const chosenEncodings = new Map<string | undefined, Encoding>();

/**
 * The best encoding the request accepts (identity when it names none, as Koa's negotiator reads it),
 * remembered per Accept-Encoding header: every Chromium sends the same one, and reading it is the
 * negotiator's parse per encoding tried.
 */
export function acceptedEncoding(ctx: ParameterizedContext): Encoding {
  const header = ctx.req.headers['accept-encoding'];
  let chosen = chosenEncodings.get(header);
  if (chosen === undefined) {
    chosen = preference.find((encoding) => ctx.acceptsEncodings(encoding) === encoding) ?? 'identity';
    if (chosenEncodings.size >= rememberedAcceptEncodings) chosenEncodings.clear();
    chosenEncodings.set(header, chosen);
  }
  return chosen;
}

/** A strong ETag per form: the same bytes compressed are another representation. */
export const etagOf = (body: EncodedBody, encoding: Encoding): string => `"${body.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;

/**
 * Answers with `body` in the encoding the request accepts (`Vary: Accept-Encoding`), its ETag and
 * `cacheControl`, or 304 without a body when If-None-Match names that ETag (2xx answers only).
 * The body is bytes with Content-Encoding set, so neither Koa nor koa-compress touches it again.
 */
export function sendEncoded(ctx: ParameterizedContext, body: EncodedBody, answer: { status: number; cacheControl: string }): void {
  const encoding = acceptedEncoding(ctx);
  ctx.status = answer.status;
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', answer.cacheControl);
  ctx.set('ETag', etagOf(body, encoding));
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = body.type;
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = body.forms[encoding];
}
