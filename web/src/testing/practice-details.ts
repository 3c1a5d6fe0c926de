import type { PracticeDetails } from '../api/generated/model';

/** A coach who is not the placeholder «Анна Смирнова»: what a page names must come from here. */
export const maria: PracticeDetails = {
  coach_name: 'Мария Петрова',
  coach_name_genitive: 'Марии Петровой',
  legal_name: 'Петрова Мария Ивановна',
  tax_status: 'self_employed',
  inn: '500100732259',
  ogrnip: '',
  postal_address: '101000, г. Москва, ул. Мясницкая, д. 1',
  email: 'maria@petrova-coach.ru',
  phone: '',
  support_email: 'help@petrova-coach.ru',
  site: 'https://petrova-coach.ru',
  telegram_url: '',
  vk_url: '',
  operator_registry_number: '',
  placeholders: [],
};
