import type { TestimonialSignature } from './events';

/** How an author is shown when she chose to stay unnamed, or has no name in her profile. */
export const anonymousAuthor = 'Клиент коуча';

/** Her profile name as she chose to be shown: in full, as initials («А. С.»), or «Клиент коуча». */
export function signatureOf(signature: TestimonialSignature, name: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter((word) => word !== '');
  if (signature === 'anonymous' || words.length === 0) return anonymousAuthor;
  if (signature === 'full') return words.join(' ');
  return words.map((word) => `${word.charAt(0).toLocaleUpperCase('ru')}.`).join(' ');
}
