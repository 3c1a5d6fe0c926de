import { safeLinkUrl } from './safe-url';

export type DetectedUrl = { start: number; end: number; url: string };

/** Punctuation that ends a sentence rather than the address («см. https://example.ru.»). */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}»"'…]+$/;

/**
 * Automatic link detection: the web address that ends where the cursor is (just before the
 * space or line break being typed), as offsets in the text node.
 */
export function findUrlBeforeCursor(text: string, cursor: number): DetectedUrl | null {
  const before = text.slice(0, cursor);
  const word = /(?:https?:\/\/|www\.)[^\s<>"]+$/i.exec(before);
  if (!word) return null;
  // Only a whole word: «xhttps://…» is not an address.
  if (word.index > 0 && !/[\s(«"'[]/.test(before.charAt(word.index - 1))) return null;
  const candidate = word[0].replace(TRAILING_PUNCTUATION, '');
  // At least a dot after the scheme, so «https://» alone is not a link.
  if (!/^(?:https?:\/\/|www\.)[^./]+\.[^\s]+/i.test(candidate) && !/^https?:\/\/localhost/i.test(candidate)) return null;
  const url = safeLinkUrl(candidate);
  return url ? { start: word.index, end: word.index + candidate.length, url } : null;
}

/** A pasted text that is nothing but an address. */
export function pastedUrl(text: string): string | null {
  const trimmed = text.trim();
  if (/\s/.test(trimmed)) return null;
  const found = findUrlBeforeCursor(trimmed, trimmed.length);
  return found && found.start === 0 && found.end === trimmed.length ? found.url : null;
}
