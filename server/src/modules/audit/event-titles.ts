import type { RegisteredEventType } from '../event-registry';

/**
 * The back office's words for each event type, as the coach's «Журнал» shows them. A new event type
 * of `event-registry.ts` without a Russian title fails the typecheck here.
 */
export const eventTitles: Readonly<Record<RegisteredEventType, string>> = {
  UserRegistered: 'Клиент зарегистрировался',
  CoachAccountOpened: 'Аккаунт коуча открыт',
  PersonalDataConsentGiven: 'Согласие на обработку данных дано',
  AdvertisingConsentGiven: 'Согласие на рассылку дано',
  AdvertisingConsentWithdrawn: 'Согласие на рассылку отозвано',
  UserEmailChanged: 'Адрес почты изменён',
  UserNameChanged: 'Имя изменено',
  UserThemeChanged: 'Тема оформления изменена',
  AccountDeleted: 'Аккаунт удалён',
  PurchaseStarted: 'Покупка начата',
  GuestConsentsGiven: 'Гость дал согласия',
  GuestAdvertisingConsentWithdrawn: 'Гость отозвал согласие на рассылку',
  FreePurchaseCompleted: 'Бесплатная покупка завершена',
  PaymentRequested: 'Оплата запрошена',
  PaymentSucceeded: 'Оплата получена',
  PaymentReceiptRegistered: 'Чек зарегистрирован',
  PaymentCanceled: 'Оплата отменена',
  PurchaseExpired: 'Покупка не оплачена вовремя',
  RefundSucceeded: 'Деньги возвращены',
  ReceiptRequested: 'Чек запрошен',
  ReceiptSent: 'Чек зачёта отправлен',
  ReceiptSucceeded: 'Чек зарегистрирован',
  ReceiptCanceled: 'Чек не зарегистрирован',
  SlotReserved: 'Время забронировано',
  SlotReservationConfirmed: 'Бронь подтверждена',
  SlotReleased: 'Время освобождено',
  ConsultationBooked: 'Сессия записана',
  ConsultationPaid: 'Сессия оплачена',
  ConsultationSummaryWritten: 'Итоги сессии записаны',
  ConsultationCancelled: 'Сессия отменена',
  ConsultationRescheduled: 'Сессия перенесена',
  ConsultationOutcomeMarked: 'Итог сессии отмечен',
  ConsultationMeetingRoomSet: 'Комната встречи изменена',
  CreditsGranted: 'Сессии начислены на счёт',
  CreditSpent: 'Сессия списана со счёта',
  CreditReturned: 'Сессия возвращена на счёт',
  CreditsGrantedByCoach: 'Коуч начислил сессии',
  CreditsWithdrawnByCoach: 'Коуч списал сессии',
  PackageCreditsRefunded: 'Неиспользованные сессии пакета возвращены деньгами',
  ConsultationIdAllocated: 'Номер сессии выдан',
  PracticeDetailsSeeded: 'Сведения о практике заведены',
  PracticeDetailsChanged: 'Сведения о практике изменены',
  ConsultationTypeChanged: 'Услуга изменена',
  ScheduleChanged: 'Расписание изменено',
  ClientNoteWritten: 'Заметка о клиенте добавлена',
  ClientNoteEdited: 'Заметка о клиенте изменена',
  ClientNoteDeleted: 'Заметка о клиенте удалена',
  ProductTypeCreated: 'Продукт добавлен',
  ProductTypeChanged: 'Продукт изменён',
  ProductTypeWithdrawn: 'Продукт снят с продажи',
  ProductTypeRestored: 'Продукт возвращён в продажу',
  ProductFileUploaded: 'Файл продукта загружен',
  ProductFileRemoved: 'Файл продукта убран',
  BackupMade: 'Резервная копия сделана',
  BackupDownloaded: 'Резервная копия скачана',
};

export const isRegisteredEventType = (type: string): type is RegisteredEventType => Object.hasOwn(eventTitles, type);

/** The Russian title of a stored event's type; a type from an older history keeps its own name. */
export const eventTitle = (type: string): string => (isRegisteredEventType(type) ? eventTitles[type] : type);
