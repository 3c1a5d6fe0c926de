import { describe, expect, it } from 'vitest';
import type { PracticeDetailsInput } from '../../../api/generated/model';
import { placeholderLabels } from './practice-fields';
import { validatePracticeForm } from './practice-form';

const filled: PracticeDetailsInput = {
  coach_name: 'Мария Петрова',
  coach_name_genitive: 'Марии Петровой',
  legal_name: 'Петрова Мария Ивановна',
  tax_status: 'self_employed',
  inn: '500100732259',
  ogrnip: '',
  postal_address: '101000, г. Москва, ул. Мясницкая, д. 1',
  email: 'maria@petrova-coach.ru',
  phone: '+7 (900) 123-45-67',
  support_email: 'help@petrova-coach.ru',
  site: 'https://petrova-coach.ru',
  telegram_url: 'https://t.me/petrova_coach',
  vk_url: '',
  operator_registry_number: '77-24-123456',
};

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
    expect(validatePracticeForm({ ...filled, tax_status: 'sole_proprietor' })).toEqual({ errors: { ogrnip: 'У ИП обязателен ОГРНИП' } });
    expect(validatePracticeForm({ ...filled, ogrnip: '304500116000157' })).toEqual({ errors: { ogrnip: 'У самозанятой ОГРНИП нет: оставьте поле пустым' } });
  });
});

describe('the placeholder banner', () => {
  it('should name the fields as the form does, inside a sentence', () => {
    expect(placeholderLabels(['inn', 'site', 'unknown'])).toEqual(['ИНН', 'адрес сайта', 'unknown']);
  });
});
