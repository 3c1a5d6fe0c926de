import type { Advertisement } from '../../api/generated/model';
import { advertisementLine, readAdvertisement } from '../../../../server/src/shared/advertising-mark';

export { advertisementLine };

/** The mark as the form holds it: off, or on with what she typed. */
export type AdvertisementDraft = { marked: boolean; advertiser: string; erid: string };

export const advertisementDraftOf = (advertisement: Advertisement | null | undefined): AdvertisementDraft =>
  advertisement ? { marked: true, ...advertisement } : { marked: false, advertiser: '', erid: '' };

/** The mark to save (null when off), or the Russian reason the server would refuse it (the same rules: `shared/advertising-mark.ts`). */
export function advertisementOfDraft(draft: AdvertisementDraft): { advertisement: Advertisement | null } | { problem: string } {
  if (!draft.marked) return { advertisement: null };
  const read = readAdvertisement(draft);
  return 'problem' in read ? read : { advertisement: read };
}
