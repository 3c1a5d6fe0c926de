import type { Middleware, Next, ParameterizedContext } from 'koa';
import type { AppState } from './app-state';
import { badRequest, HttpError } from './errors';
import { readRawBody } from './raw-body';

declare module 'koa' {
  interface Request {
    /** The request's JSON body (`jsonBodyMiddleware`) or form fields (`formBodyMiddleware`), when it has one. */
    body?: unknown;
  }
}

/** How deep a request's JSON may nest arrays and objects: the contract's bodies nest a few levels. */
export const maxJsonNesting = 32;

/** The methods whose JSON body is read; any other request's body is left unread, as it is unused. */
const methodsWithBody = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Reads a JSON request body of at most `limitBytes` into `ctx.request.body` (`parseJsonBody`). The
 * body is held as bytes until it has been checked, so a body that breaks a rule costs no more than
 * its size: nothing is decoded leniently, parsed or walked before its nesting is known to be bounded.
 */
export function jsonBodyMiddleware(limitBytes: number): Middleware<AppState> {
  // Every other request passes straight on (no promise of its own).
  return (ctx, next) => (methodsWithBody.has(ctx.method) && ctx.request.body === undefined && ctx.is('json', '+json') ? readJson(ctx, next) : next());

  async function readJson(ctx: ParameterizedContext<AppState>, next: Next): Promise<void> {
    const encoding = ctx.get('content-encoding').trim().toLowerCase();
    // A compressed body would be inflated before its size is known: a small request could cost a long inflation.
    if (encoding !== '' && encoding !== 'identity') throw badRequest('Сжатое тело запроса не принимается: отправьте JSON без Content-Encoding.');
    const body = await readRawBody(ctx, limitBytes);
    if ('tooLarge' in body) throw new HttpError(413, `Слишком большой запрос: тело больше ${Math.round(limitBytes / 1024 / 1024)} МБ.`);
    ctx.request.body = parseJsonBody(body.content);
    await next();
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Only an object or an array is a body (whitespace before it allowed, as RFC 8259 says). */
const objectOrArray = /^[\t\n\r ]*[[{]/;

/**
 * A request body's JSON value, or undefined for an empty body. Refused with a 400 and a Russian
 * `detail`: bytes that are not UTF-8 (never stored as U+FFFD), arrays and objects nested deeper than
 * `maxJsonNesting` (found before anything is parsed), text that is not JSON, a value that is not an
 * object or array, and a key `__proto__` (a later merge could take it for the object's prototype).
 */
export function parseJsonBody(bytes: Uint8Array): unknown {
  const text = decodeUtf8(bytes);
  if (text === '') return undefined;
  if (nestsDeeperThan(text, maxJsonNesting)) throw badRequest(`Слишком глубокая вложенность JSON: не больше ${maxJsonNesting} уровней.`);
  if (!objectOrArray.test(text)) throw badRequest('Тело запроса должно быть объектом или массивом JSON.');
  try {
    return mayNameProto(text) ? JSON.parse(text, refuseProto) : JSON.parse(text);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest('Тело запроса не удалось разобрать как JSON.', { message: error instanceof Error ? error.message : String(error) });
  }
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw badRequest('Тело запроса не в кодировке UTF-8: в нём есть байты, которые не составляют символов.');
  }
}

// The characters the nesting scan looks at, as UTF-16 code units.
const quote = 0x22; // "
const backslash = 0x5c; // backslash
const openBracket = 0x5b; // [
const closeBracket = 0x5d; // ]
const openBrace = 0x7b; // {
const closeBrace = 0x7d; // }

/**
 * Whether `text` nests arrays and objects more than `limit` deep, counting brackets outside strings
 * only. One pass over the text that builds nothing; malformed JSON is left to the parser.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === quote) {
      at = closingQuote(text, at);
    } else if (code === openBracket || code === openBrace) {
      depth++;
      if (depth > limit) return true;
    } else if (code === closeBracket || code === closeBrace) {
      depth--;
    }
  }
  return false;
}

/** Where the string opened at `start` ends: its closing quote (one not escaped), or the end of the text. */
function closingQuote(text: string, start: number): number {
  for (let at = text.indexOf('"', start + 1); at !== -1; at = text.indexOf('"', at + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === backslash) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return text.length;
}

/** Whether the text may have a key `__proto__`, plainly or spelt with escapes: only then is every key looked at. */
const mayNameProto = (text: string): boolean => text.includes('__proto__') || text.includes('\\u');

function refuseProto(key: string, value: unknown): unknown {
  if (key === '__proto__') throw badRequest('В теле запроса недопустимое поле «__proto__».');
  return value;
}
