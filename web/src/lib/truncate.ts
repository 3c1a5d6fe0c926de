/** Spec 9: the generic helper cuts at 20 characters; the card preview of a description at 1000. */
export const DEFAULT_TRUNCATE_LENGTH = 20;
export const DESCRIPTION_PREVIEW_LENGTH = 1000;

const ELLIPSIS = '…';

/**
 * The first `length` characters followed by «…» when the text is longer; the text itself otherwise.
 * A cut never splits a surrogate pair, so an emoji at the edge is dropped rather than broken.
 */
export function truncateText(text: string, length: number = DEFAULT_TRUNCATE_LENGTH): string {
  if (text.length <= length) return text;
  const lastCode = text.charCodeAt(length - 1);
  const end = lastCode >= 0xd800 && lastCode <= 0xdbff ? length - 1 : length;
  return `${text.slice(0, end)}${ELLIPSIS}`;
}
