import type { PracticeDetails, PracticeDetailsInput } from '../api/generated/model';

/** The Практика form filled in for a coach who is not the placeholder «Анна Смирнова». */
export const filledPracticeInput: PracticeDetailsInput = {
  coach_name: 'Мария Петрова',
  coach_name_genitive: 'Марии Петровой',
  legal_name: 'Петрова Мария Ивановна',
  tax_status: 'self_employed',
  tax_system: null,
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

/** Her details as `GET /api/practice/` answers them: what a page names must come from here. */
export const maria: PracticeDetails = { ...filledPracticeInput, tax_system: null, placeholders: [] };
