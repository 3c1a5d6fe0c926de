/**
 * The coach's details as «Практика» saves them (`PUT /api/practice/`): an individual entrepreneur
 * on УСН «доходы» (54-FZ receipts, settlements of prepayments) or self-employed («Мой налог»).
 */
export const practiceDetails = (taxStatus: 'self_employed' | 'sole_proprietor') => ({
  coach_name: 'Мария Петрова',
  coach_name_genitive: 'Марии Петровой',
  legal_name: 'Петрова Мария Ивановна',
  tax_status: taxStatus,
  tax_system: taxStatus === 'sole_proprietor' ? 'usn_income' : null,
  inn: '500100732259',
  ogrnip: taxStatus === 'sole_proprietor' ? '304500116000157' : '',
  postal_address: '101000, г. Москва, ул. Мясницкая, д. 1',
  email: 'maria@petrova-coach.ru',
  phone: '',
  support_email: 'help@petrova-coach.ru',
  site: 'https://petrova-coach.ru',
  telegram_url: '',
  vk_url: '',
  operator_registry_number: '77-24-123456',
});
