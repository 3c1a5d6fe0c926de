import { describe, expect, it } from 'vitest';
import { filledPracticeInput as filled } from '../../../testing/practice-details';
import { placeholderLabels } from './practice-fields';
import { validatePracticeForm } from './practice-form';

describe('the Практика form', () => {
  it('should accept filled-in details, trimmed', () => {
    expect(validatePracticeForm({ ...filled, coach_name: ' Мария Петрова ' })).toEqual({ input: filled });
  });

  it('should say in Russian what is wrong with each field', () => {
    const result = validatePracticeForm({ ...filled, inn: '12345', email: 'maria', site: 'http://petrova.ru', telegram_url: 't.me/x', legal_name: '' });
    expect(result).toEqual({
      errors: {
        inn: 'ИНН — 10 или 12 цифр',
        email: 'Нужен адрес почты вида name@domain.ru',
        site: 'Нужна ссылка, начинающаяся с https://',
        telegram_url: 'Нужна ссылка, начинающаяся с https://',
        legal_name: 'Обязательно',
      },
    });
  });

  it('should want an ОГРНИП from an ИП only', () => {
    expect(validatePracticeForm({ ...filled, tax_status: 'sole_proprietor', tax_system: 'usn_income' })).toEqual({ errors: { ogrnip: 'У ИП обязателен ОГРНИП' } });
    expect(validatePracticeForm({ ...filled, ogrnip: '304500116000157' })).toEqual({ errors: { ogrnip: 'У самозанятой ОГРНИП нет: оставьте поле пустым' } });
  });

  it('should want a tax system from an ИП and drop it for the self-employed', () => {
    const entrepreneur = { ...filled, tax_status: 'sole_proprietor', ogrnip: '304500116000157' } as const;
    expect(validatePracticeForm(entrepreneur)).toEqual({ errors: { tax_system: 'Выберите систему налогообложения' } });
    expect(validatePracticeForm({ ...entrepreneur, tax_system: 'osn' })).toEqual({ input: { ...entrepreneur, tax_system: 'osn' } });
    expect(validatePracticeForm({ ...filled, tax_system: 'osn' })).toEqual({ input: { ...filled, tax_system: null } });
  });
});

describe('the gift certificates\' validity in the Практика form', () => {
  it('should send a whole number of months from 1 to 36, and none when the details never had one', () => {
    expect(validatePracticeForm({ ...filled, gift_certificate_validity_months: 6 })).toEqual({ input: { ...filled, gift_certificate_validity_months: 6 } });
    expect(validatePracticeForm({ ...filled, gift_certificate_validity_months: 36 })).toEqual({ input: { ...filled, gift_certificate_validity_months: 36 } });
    expect(validatePracticeForm(filled)).toEqual({ input: filled });
  });

  it('should refuse a cleared field, a fraction and months outside 1–36, in Russian', () => {
    for (const months of [Number.NaN, 0, 37, 1.5]) {
      expect(validatePracticeForm({ ...filled, gift_certificate_validity_months: months })).toEqual({ errors: { gift_certificate_validity_months: 'Целое число месяцев от 1 до 36' } });
    }
  });
});

describe('the placeholder banner', () => {
  it('should name the fields as the form does, inside a sentence', () => {
    expect(placeholderLabels(['inn', 'site', 'unknown'])).toEqual(['ИНН', 'адрес сайта', 'unknown']);
  });
});
