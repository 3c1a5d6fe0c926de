import type { ClientConsent, ClientPayment, ClientPurchase, ClientSession } from '../../../api/generated/model';

/** The card's words for the contract's codes, in one place for the card and its dialogs. */
export const sessionStatusLabels: Record<ClientSession['status'], string> = { booked: 'ждёт оплаты', paid: 'оплачена', cancelled: 'отменена' };
export const sessionOutcomeLabels: Record<NonNullable<ClientSession['outcome']>, string> = { held: 'состоялась', no_show: 'клиент не пришёл' };
export const purchaseStatusLabels: Record<ClientPurchase['status'], string> = {
  awaiting_payment: 'ждёт оплаты',
  paid: 'оплачена',
  canceled: 'оплата отменена',
  expired: 'не оплачена вовремя',
};
export const paymentTypeLabels: Record<ClientPayment['type'], string> = {
  PaymentSucceeded: 'Оплата получена',
  PaymentCanceled: 'Оплата отменена',
  RefundSucceeded: 'Деньги возвращены',
};
export const consentKindLabels: Record<ClientConsent['kind'], string> = {
  personal_data: 'Обработка персональных данных',
  advertising: 'Рекламная рассылка',
  testimonial_publication: 'Публикация отзыва',
  messenger_telegram: 'Передача времени сессий в Telegram',
  messenger_max: 'Передача времени сессий в MAX',
  payment_provider: 'Передача данных платёжному сервису',
  mail_service: 'Передача адреса почтовому сервису',
  video_rooms: 'Передача имени сервису видеокомнат',
};
export const consentActionLabels: Record<ClientConsent['action'], string> = { given: 'дано', withdrawn: 'отозвано' };
const consentSourceLabels: Record<string, string> = {
  registration: 'при регистрации',
  purchase: 'при покупке',
  settings: 'в настройках',
  'unsubscribe-link': 'по ссылке отписки',
  testimonial: 'в форме отзыва',
  'messenger-link': 'привязкой чата',
  'messenger-unlinked': 'кнопкой «Отвязать»',
  'messenger-stopped': 'командой /stop в чате',
  // The notes of a chat the platform no longer delivers to: unlinked without her asking.
  'messenger-blocked': 'бот заблокирован: чат отвязан',
  'messenger-chat-gone': 'чат недоступен: отвязан',
};
export const consentSourceLabel = (source: string) => consentSourceLabels[source] ?? source;
