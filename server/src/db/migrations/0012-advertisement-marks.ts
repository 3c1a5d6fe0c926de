/**
 * Third-party advertising's mark (38-FZ art. 18.1) on a newsletter and an article: the advertiser
 * and the ERID token, both null when the content is not advertising (`shared/advertising-mark.ts`).
 * Released: never edit this file.
 */
export const advertisementMarks = `
  ALTER TABLE newsletters ADD COLUMN IF NOT EXISTS advertiser text;
  ALTER TABLE newsletters ADD COLUMN IF NOT EXISTS erid text;
  ALTER TABLE articles ADD COLUMN IF NOT EXISTS advertiser text;
  ALTER TABLE articles ADD COLUMN IF NOT EXISTS erid text;
`;
