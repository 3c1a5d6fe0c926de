import { z } from 'zod';

// PostgreSQL refuses NUL in text and jsonb, and the other controls (all but tab and newline, DEL,
// the C1 block) are never meant as text: they only break mails, CSV exports and the web page.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
// Without the `u` flag the pattern sees UTF-16 code units, so it finds halves of a pair standing alone.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be stored and shown: well-formed UTF-16 (no lone surrogate) and no control character but tab and newline. */
export function isStorableText(text: string): boolean {
  return !controlCharacter.test(text) && !loneSurrogate.test(text);
}

export const unstorableTextMessage = 'содержит недопустимые символы (управляющие символы, кроме табуляции и перевода строки, или неполные символы Юникода)';

const isUnstorable = (value: unknown): boolean => typeof value === 'string' && !isStorableText(value);

/** A key of an array (its index) or of an object, with the value under it. */
type Entry = readonly [key: string | number, value: unknown];

/** The items of an array or the entries of an object, in their order; undefined for anything else. */
function entriesOf(value: unknown): Iterator<Entry> | undefined {
  if (Array.isArray(value)) return value.entries();
  if (typeof value === 'object' && value !== null) return Object.entries(value).values();
  return undefined;
}

/**
 * The path (`a.b.0`) of the first string in `value`, key or value, that is not storable text, or
 * undefined when every string is; `''` means `value` itself. Walked with a stack of its own and one
 * path that grows and shrinks with it (joined only for the string found), so a value nested however
 * deep neither overflows the call stack nor costs more than its size.
 */
export function findUnstorableText(value: unknown): string | undefined {
  if (isUnstorable(value)) return '';
  const opened = entriesOf(value);
  /** The arrays and objects being walked, outermost first; `path[i]` is the key now visited in `open[i]`. */
  const open: Array<Iterator<Entry>> = opened ? [opened] : [];
  const path: Array<string | number> = [];
  for (let current = open.at(-1); current !== undefined; current = open.at(-1)) {
    const next = current.next();
    if (next.done) {
      open.pop();
      continue;
    }
    const [key, item] = next.value;
    path.length = open.length - 1;
    path.push(key);
    if (isUnstorable(key) || isUnstorable(item)) return path.join('.');
    const inner = entriesOf(item);
    if (inner) open.push(inner);
  }
  return undefined;
}

const controlCharacters = new RegExp(controlCharacter.source, 'g');
const loneSurrogates = new RegExp(loneSurrogate.source, 'g');

/**
 * `value` with every string made storable: control characters (but tab and newline) dropped, lone
 * surrogates replaced by U+FFFD. For text stored before the checks existed; new input is refused instead.
 */
export function withStorableText<T>(value: T): T {
  if (typeof value === 'string') return value.replace(controlCharacters, '').replace(loneSurrogates, '\uFFFD') as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withStorableText(item)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [withStorableText(key), withStorableText(item)])) as T;
  }
  return value;
}

/** A zod string that only accepts storable text, for schemas written by hand (events, jobs). */
export const storableString = () => z.string().refine(isStorableText, { message: unstorableTextMessage });
