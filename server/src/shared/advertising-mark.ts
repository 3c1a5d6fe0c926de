/**
 * A mark of third-party advertising (38-FZ art. 18.1): the advertiser and the ERID token the
 * advertising data operator (ОРД) issued for the creative. Marked content shows «Реклама», the
 * advertiser and the erid, and its links carry `erid=<token>` (`markLinks`, `advertising-links.ts`).
 * Pure, so the web app shows the same line and checks the same rules.
 */
export type Advertisement = { advertiser: string; erid: string };

/** The longest advertiser name kept. */
export const maxAdvertiserLength = 300;
/** An ERID token as the ОРД issue it: Latin letters and digits, at most 50 characters (`2VtzqwTGwxn`, `Kra23f4hZ`). */
export const eridPattern = /^[A-Za-z0-9]{1,50}$/;

/** The mark trimmed, or the Russian reason it is refused (shown as the API's `detail`). */
export function readAdvertisement(input: { advertiser: string; erid: string }): Advertisement | { problem: string } {
  const advertiser = input.advertiser.trim();
  const erid = input.erid.trim();
  if (!advertiser) return { problem: 'Укажите рекламодателя.' };
  if (advertiser.length > maxAdvertiserLength) return { problem: `Название рекламодателя длиннее ${maxAdvertiserLength} символов.` };
  if (!erid) return { problem: 'Укажите токен erid, выданный оператором рекламных данных.' };
  if (!eridPattern.test(erid)) return { problem: 'Токен erid состоит из латинских букв и цифр, не длиннее 50 символов.' };
  return { advertiser, erid };
}

/** The line marked content carries: «Реклама. Рекламодатель: ООО «Ромашка». erid: 2VtzqwTGwxn». */
export const advertisementLine = (ad: Advertisement): string => `Реклама. Рекламодатель: ${ad.advertiser}. erid: ${ad.erid}`;

/** An http(s) address with `erid=<token>` among its query parameters (replacing one it had); any other address as it is. */
export function withErid(href: string, erid: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return href;
  url.searchParams.set('erid', erid);
  return url.toString();
}
