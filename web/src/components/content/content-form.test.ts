import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Article } from '../../api/generated/model';
import {
  type ContentFormValues,
  contentFormValues,
  moscowFieldsFromUtc,
  nextFullHour,
  toContentInput,
  utcMinuteFromMoscowFields,
  validateContentForm,
} from './content-form';

const article: Article = {
  id: 12,
  name: 'Как понять, чего я хочу',
  description: 'Три вопроса, с которых начинается поиск призвания.',
  date: '2026-11-22T07:30:00.000Z',
  send: true,
  file: { id: 5, name: 'обложка', type: 'jpg' },
  advertisement: null,
};

const valid: ContentFormValues = {
  name: 'Заголовок',
  description: 'Текст',
  onlyDate: '2026-11-22',
  onlyTime: '10:30',
  file: null,
  fileTemp: null,
  advertisement: { marked: false, advertiser: '', erid: '' },
};

describe('Moscow date and time of the edit form', () => {
  it('should show a UTC instant on a Moscow clock', () => {
    expect(moscowFieldsFromUtc('2026-11-22T07:30:00.000Z')).toEqual({ onlyDate: '2026-11-22', onlyTime: '10:30' });
  });

  it('should move to the next Moscow day after 21:00 UTC', () => {
    expect(moscowFieldsFromUtc('2026-11-22T21:15:00Z')).toEqual({ onlyDate: '2026-11-23', onlyTime: '00:15' });
  });

  it('should send the Moscow date and time as UTC YYYY-MM-DD HH:mm', () => {
    expect(utcMinuteFromMoscowFields('2026-11-22', '10:30')).toBe('2026-11-22 07:30');
    expect(utcMinuteFromMoscowFields('2026-11-23', '01:30')).toBe('2026-11-22 22:30');
  });

  it('should give back what it read', () => {
    const { onlyDate, onlyTime } = moscowFieldsFromUtc(article.date);
    expect(utcMinuteFromMoscowFields(onlyDate, onlyTime)).toBe('2026-11-22 07:30');
  });

  it('should refuse an impossible date', () => {
    expect(utcMinuteFromMoscowFields('2026-02-30', '10:00')).toBeNull();
    expect(utcMinuteFromMoscowFields('', '10:00')).toBeNull();
  });

  it('should plan a new item for the given moment, on a Moscow clock', () => {
    const now = DateTime.fromISO('2026-11-22T09:41:00Z');
    expect(contentFormValues(null, nextFullHour(now))).toMatchObject({ onlyDate: '2026-11-22', onlyTime: '13:00' });
    expect(contentFormValues(article, now)).toMatchObject({ name: article.name, onlyTime: '10:30', file: article.file });
  });

  it('should leave the date and time empty when there is no moment to start from', () => {
    expect(contentFormValues(null, DateTime.invalid('none'))).toMatchObject({ onlyDate: '', onlyTime: '' });
  });
});

describe('validation of the edit form', () => {
  it('should accept a complete form', () => {
    expect(validateContentForm(valid, { text: valid.description })).toEqual({});
  });

  it('should require the title, the text, the date and the time', () => {
    const empty = { ...valid, name: '  ', description: '', onlyDate: '', onlyTime: '' };
    expect(validateContentForm(empty, { text: empty.description })).toEqual({
      name: 'Введите заголовок',
      description: 'Введите текст',
      onlyDate: 'Укажите дату',
      onlyTime: 'Укажите время',
    });
  });

  it('should refuse a text over 3000 characters', () => {
    const long = 'я'.repeat(3001);
    expect(validateContentForm({ ...valid, description: long }, { text: long }).description).toBe('Текст — не более 3000 символов, сейчас 3001');
    expect(validateContentForm({ ...valid, description: long.slice(1) }, { text: long.slice(1) })).toEqual({});
  });

  it('should refuse markup over the contract limit even when the visible text is short', () => {
    const html = `<p>Привет</p><img src="data:image/png;base64,${'A'.repeat(20_000)}">`;
    expect(validateContentForm(valid, { text: 'Привет', html }).description).toMatch(/слишком большой/);
  });
});

describe('the save body', () => {
  it('should carry the id of a saved item, the UTC date and the kept picture', () => {
    const values = contentFormValues(article, DateTime.now());
    expect(toContentInput(article.id, values, values.description)).toEqual({
      id: 12,
      name: article.name,
      description: article.description,
      date: '2026-11-22 07:30',
      only_date: '2026-11-22',
      only_time: '10:30',
      file: 5,
      file_temp: null,
      advertisement: null,
    });
  });

  it('should send the advertising mark when marked, and refuse a bad erid in Russian', () => {
    const marked = { ...valid, advertisement: { marked: true, advertiser: ' ООО «Ромашка» ', erid: '2VtzqwTGwxn' } };
    expect(toContentInput(0, marked, 'Текст').advertisement).toEqual({ advertiser: 'ООО «Ромашка»', erid: '2VtzqwTGwxn' });
    expect(validateContentForm({ ...marked, advertisement: { ...marked.advertisement, erid: 'не токен' } }, { text: 'Текст' }).advertisement).toMatch(/Токен erid/);
    expect(validateContentForm({ ...valid, advertisement: { marked: false, advertiser: '', erid: 'не токен' } }, { text: 'Текст' }).advertisement).toBeUndefined();
  });

  it('should send a new picture as file_temp and no id for a new item', () => {
    const fileTemp = { name: 'фото', type: 'png', base64: 'AAAA', dataUrl: 'data:image/png;base64,AAAA' };
    const input = toContentInput(0, { ...valid, fileTemp }, 'Текст');
    expect(input.id).toBeUndefined();
    expect(input.file).toBeNull();
    expect(input.file_temp).toEqual({ name: 'фото', type: 'png', base64: 'AAAA' });
  });

  it('should send file null to remove the saved picture', () => {
    const input = toContentInput(12, { ...valid, file: null }, 'Текст');
    expect(input.file).toBeNull();
    expect(input.file_temp).toBeNull();
  });
});
