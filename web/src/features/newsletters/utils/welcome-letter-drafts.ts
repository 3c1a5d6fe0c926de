import type { WelcomeLetter, WelcomeLetterInput } from '../../../api/generated/model';
import { htmlText } from '../../../components/rich-text/html-text';
import { advertisementDraftOf, advertisementOfDraft, type AdvertisementDraft } from '../../../components/advertising/advertisement';

/** A letter as the editor holds it: `key` tells the cards apart, `id` names a saved letter. */
export type WelcomeLetterDraft = {
  key: string;
  id?: string;
  subject: string;
  html: string;
  textLength: number;
  delayDays: string;
  sent: number;
  /** Third-party advertising's mark of this letter. */
  advertisement: AdvertisementDraft;
};

let counter = 0;
const nextKey = () => `letter-${++counter}`;

export const letterDraftOf = (letter: WelcomeLetter): WelcomeLetterDraft => ({
  key: nextKey(),
  id: letter.id,
  subject: letter.subject,
  html: letter.html,
  textLength: htmlText(letter.html).trim().length,
  delayDays: String(letter.delay_days),
  sent: letter.sent,
  advertisement: advertisementDraftOf(letter.advertisement),
});

/** A new letter two days after the one before it (the first goes at once). */
export const emptyLetterDraft = (previous: WelcomeLetterDraft | undefined): WelcomeLetterDraft => ({
  key: nextKey(),
  subject: '',
  html: '',
  textLength: 0,
  delayDays: previous ? String((Number.parseInt(previous.delayDays, 10) || 0) + 2) : '0',
  sent: 0,
  advertisement: advertisementDraftOf(null),
});

/** What is wrong with each letter, by its key: no subject, no text, a day that is not a number or goes back. */
export function letterErrors(drafts: readonly WelcomeLetterDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  let previousDay = 0;
  drafts.forEach((draft, index) => {
    const day = Number(draft.delayDays);
    if (!draft.subject.trim()) errors[draft.key] = 'Напишите тему письма.';
    else if (draft.textLength === 0) errors[draft.key] = 'Напишите текст письма.';
    else if (!Number.isInteger(day) || day < 0 || day > 365) errors[draft.key] = 'День — целое число от 0 до 365.';
    else if (index === 0 && day !== 0) errors[draft.key] = 'Первое письмо уходит сразу: день 0.';
    else if (day < previousDay) errors[draft.key] = 'Письмо не может уйти раньше предыдущего.';
    else {
      const mark = advertisementOfDraft(draft.advertisement);
      if ('problem' in mark) errors[draft.key] = mark.problem;
    }
    if (Number.isInteger(day)) previousDay = day;
  });
  return errors;
}

export const lettersInput = (drafts: readonly WelcomeLetterDraft[]): WelcomeLetterInput[] =>
  drafts.map((draft) => {
    const mark = advertisementOfDraft(draft.advertisement);
    return {
      ...(draft.id ? { id: draft.id } : {}),
      subject: draft.subject.trim(),
      html: draft.html,
      delay_days: Number(draft.delayDays),
      advertisement: 'advertisement' in mark ? mark.advertisement : null,
    };
  });
