import type { PracticeDetails } from '../web/src/api/generated/model';

/** The practice as the first start seeds it: every legal detail still a placeholder. */
export const seededPractice: PracticeDetails = {
  coach_name: 'Анна Смирнова',
  coach_name_genitive: 'Анны Смирновой',
  legal_name: 'Смирнова Анна Сергеевна',
  tax_status: 'self_employed',
  inn: '000000000000',
  ogrnip: '',
  postal_address: '000000, г. Москва, ул. Примерная, д. 0, кв. 0',
  email: 'hello@example.ru',
  phone: '',
  support_email: 'hello@example.ru',
  site: 'https://example.ru',
  telegram_url: 'https://t.me/anna_smirnova_coach',
  vk_url: 'https://vk.com/anna_smirnova_coach',
  operator_registry_number: '00-00-000000',
  placeholders: ['legal_name', 'inn', 'postal_address', 'email', 'support_email', 'site', 'operator_registry_number'],
};

/** The same practice with her real details filled in. */
export const filledPractice: PracticeDetails = {
  ...seededPractice,
  coach_name: 'Мария Петрова',
  coach_name_genitive: 'Марии Петровой',
  legal_name: 'Петрова Мария Ивановна',
  tax_status: 'sole_proprietor',
  inn: '500100732259',
  ogrnip: '304500116000157',
  postal_address: '101000, г. Москва, ул. Мясницкая, д. 1',
  email: 'maria@petrova-coach.ru',
  phone: '+7 900 123-45-67',
  support_email: 'help@petrova-coach.ru',
  site: 'https://petrova-coach.ru',
  telegram_url: 'https://t.me/petrova_coach',
  vk_url: '',
  operator_registry_number: '77-24-123456',
  placeholders: [],
};
