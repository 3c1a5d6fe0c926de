import { DateTime } from 'luxon';
import type { Article, ContentInput, FileRef, Newsletter } from '../../api/generated/model';
import { TEXT_COUNTER_LIMIT } from '../../config/constants';
import { inMoscow, moscowFieldsMoment, toUtcMinute } from '../../lib/moscow-time';
import type { ChosenImage } from './content-image';
import { advertisementDraftOf, advertisementOfDraft, type AdvertisementDraft } from '../advertising/advertisement';

/** An article or a newsletter: the same shape on the wire (spec 3). */
export type ContentItem = Article | Newsletter;

/** The edit form of spec 3 («Article edit form»): the date and time are entered on a Moscow clock. */
export type ContentFormValues = {
  name: string;
  description: string;
  /** `YYYY-MM-DD`, Moscow. */
  onlyDate: string;
  /** `HH:mm`, Moscow. */
  onlyTime: string;
  /** The saved picture; null once removed. */
  file: FileRef | null;
  /** A newly chosen picture, replacing the saved one. */
  fileTemp: ChosenImage | null;
  /** Third-party advertising's mark: off, or the advertiser and the erid. */
  advertisement: AdvertisementDraft;
};

export type ContentField = 'name' | 'description' | 'onlyDate' | 'onlyTime' | 'advertisement';
export type ContentFormErrors = Partial<Record<ContentField, string>>;

/** Contract limits (`ContentInput`) and the spec's counter. */
export const NAME_MAX_LENGTH = 200;
export const DESCRIPTION_HTML_MAX_LENGTH = 20_000;

const DATE_FORMAT = 'yyyy-MM-dd';
const TIME_FORMAT = 'HH:mm';

/** A UTC instant from the server as the Moscow date and time the form shows. */
export function moscowFieldsFromUtc(iso: string): { onlyDate: string; onlyTime: string } {
  const moscow = inMoscow(DateTime.fromISO(iso, { zone: 'utc' }));
  if (!moscow.isValid) return { onlyDate: '', onlyTime: '' };
  return { onlyDate: moscow.toFormat(DATE_FORMAT), onlyTime: moscow.toFormat(TIME_FORMAT) };
}

/** The Moscow date and time entered as the spec's UTC `YYYY-MM-DD HH:mm`; null when they are not a real moment. */
export function utcMinuteFromMoscowFields(onlyDate: string, onlyTime: string): string | null {
  const moscow = moscowFieldsMoment(onlyDate, onlyTime);
  return moscow ? toUtcMinute(moscow) : null;
}

/** The form of a saved item, or of a new one planned for `defaultAt`. */
export function contentFormValues(item: ContentItem | null, defaultAt: DateTime): ContentFormValues {
  if (item) {
    return { name: item.name, description: item.description, ...moscowFieldsFromUtc(item.date), file: item.file, fileTemp: null, advertisement: advertisementDraftOf(item.advertisement) };
  }
  const moscow = inMoscow(defaultAt);
  return {
    name: '',
    description: '',
    onlyDate: moscow.isValid ? moscow.toFormat(DATE_FORMAT) : '',
    onlyTime: moscow.isValid ? moscow.toFormat(TIME_FORMAT) : '',
    file: null,
    fileTemp: null,
    advertisement: advertisementDraftOf(null),
  };
}

/** A newsletter goes out at the next full hour by default; an article is published at once. */
export function nextFullHour(now: DateTime): DateTime {
  return now.startOf('hour').plus({ hours: 1 });
}

export type DescriptionCheck = {
  /** The visible text (for a newsletter: the editor's text without markup). */
  text: string;
  /** The counter of spec 9. */
  limit?: number;
  /** The markup sent, for a newsletter: the contract caps `description` at 20 000 characters. */
  html?: string;
};

/** Spec 5 leaves the rules open; these are the contract's (`ContentInput`) with the spec's 3000 counter. */
export function validateContentForm(values: ContentFormValues, description: DescriptionCheck): ContentFormErrors {
  const errors: ContentFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Введите заголовок';
  else if (name.length > NAME_MAX_LENGTH) errors.name = `Заголовок — не более ${NAME_MAX_LENGTH} символов`;

  const limit = description.limit ?? TEXT_COUNTER_LIMIT;
  const text = description.text.trim();
  if (!text) errors.description = 'Введите текст';
  else if (text.length > limit) errors.description = `Текст — не более ${limit} символов, сейчас ${text.length}`;
  else if (description.html !== undefined && description.html.length > DESCRIPTION_HTML_MAX_LENGTH) {
    errors.description = 'Текст с оформлением и картинками слишком большой: уменьшите встроенные изображения или вставьте их по ссылке';
  }

  if (!values.onlyDate) errors.onlyDate = 'Укажите дату';
  if (!values.onlyTime) errors.onlyTime = 'Укажите время';
  if (values.onlyDate && values.onlyTime && utcMinuteFromMoscowFields(values.onlyDate, values.onlyTime) === null) {
    errors.onlyDate = 'Дата или время указаны неверно';
  }
  const advertisement = advertisementOfDraft(values.advertisement);
  if ('problem' in advertisement) errors.advertisement = advertisement.problem;
  return errors;
}

export const hasErrors = (errors: ContentFormErrors) => Object.keys(errors).length > 0;

/** Spec 7: an id above 0 is an existing item (PUT), anything else a new one (POST). */
export const isSavedItem = (id: number | undefined): id is number => id !== undefined && id > 0;

/**
 * The body of the save call. The picture: a new one goes as `file_temp`; a kept one as its id in
 * `file`; a removed one as `file: null` with no `file_temp`.
 */
export function toContentInput(id: number | undefined, values: ContentFormValues, description: string): ContentInput {
  const date = utcMinuteFromMoscowFields(values.onlyDate, values.onlyTime);
  const fileTemp = values.fileTemp ? { name: values.fileTemp.name, type: values.fileTemp.type, base64: values.fileTemp.base64 } : null;
  const advertisement = advertisementOfDraft(values.advertisement);
  return {
    ...(isSavedItem(id) ? { id } : {}),
    name: values.name.trim(),
    description,
    ...(date ? { date } : {}),
    only_date: values.onlyDate,
    only_time: values.onlyTime,
    file: fileTemp ? null : (values.file?.id ?? null),
    file_temp: fileTemp,
    advertisement: 'advertisement' in advertisement ? advertisement.advertisement : null,
  };
}
