import { DateTime } from 'luxon';
import { DomainError } from '../../eventstore/decider';
import { readAdvertisement, type Advertisement } from '../../shared/advertising-mark';
import { decodeImage, type ContentImages, type ImageUpload } from './content-images';

export type ContentInput = {
  name: string;
  description: string;
  only_date: string;
  only_time: string;
  file?: number | null;
  file_temp?: ImageUpload | null;
  /** Third-party advertising's mark; absent or null: not advertising. */
  advertisement?: { advertiser: string; erid: string } | null;
};

/** The advertising mark of a form, checked (erid of Latin letters and digits, the advertiser named), or null; a Russian 400 otherwise. */
export function readAdvertisementInput(input: { advertiser: string; erid: string } | null | undefined): Advertisement | null {
  if (!input) return null;
  const read = readAdvertisement(input);
  if ('problem' in read) throw new DomainError('invalid', read.problem);
  return read;
}

/** What to do with an item's picture: keep it, drop it, or use a new one. */
export type ImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; imageId: number };

/** The Moscow date and time the coach entered, as an instant. */
export function moscowInstant(onlyDate: string, onlyTime: string): Date {
  const instant = DateTime.fromISO(`${onlyDate}T${onlyTime}`, { zone: 'Europe/Moscow' });
  if (!instant.isValid) throw new DomainError('invalid', 'Дата и время указаны неверно.');
  return instant.toJSDate();
}

/** Reads the article/newsletter form: trimmed texts, the Moscow time as UTC, the picture change. */
export async function readContentInput(input: ContentInput, images: ContentImages, maxDescription: number) {
  const name = input.name.trim();
  const description = input.description.trim();
  if (!name) throw new DomainError('invalid', 'Укажите заголовок.');
  if (!description) throw new DomainError('invalid', 'Добавьте текст.');
  if (description.length > maxDescription) throw new DomainError('invalid', `Текст длиннее ${maxDescription} символов.`);
  const at = moscowInstant(input.only_date, input.only_time);
  let image: ImageChange = { kind: 'keep' };
  if (input.file_temp) {
    const decoded = decodeImage(input.file_temp);
    if ('problem' in decoded) throw new DomainError('invalid', decoded.problem);
    image = { kind: 'replace', imageId: await images.save(decoded.image) };
  } else if (input.file === null) {
    image = { kind: 'remove' };
  }
  return { name, description, at, image, advertisement: readAdvertisementInput(input.advertisement) };
}

/** The image column after a change. */
export const nextImageId = (current: number | null, change: ImageChange): number | null =>
  change.kind === 'keep' ? current : change.kind === 'remove' ? null : change.imageId;
