import { DateTime } from 'luxon';
import { formatKopecks } from '../../shared/money-text';
import type { RegisteredEventType } from '../event-registry';
import { consultationTypeChangeSummary } from '../catalog/consultation-type-change-summary';
import { practiceChangeSummary } from '../practice/practice-change-summary';
import { ScheduleChanged } from '../consultations/events';
import { isRegisteredEventType } from './event-titles';
import { scheduleChangeSummary } from './schedule-change-summary';

/** What the journal knows besides the event itself: the session's time and the service's name. */
export type SummaryContext = {
  /** The session's start as of this event (its booking or latest move), for events of a session stream. */
  sessionStart: string | null;
  /** The name of the consultation type or product, when the purchase or booking names one. */
  serviceName: string | null;
};

type Data = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const roubles = (kopecks: unknown) => (typeof kopecks === 'number' ? formatKopecks(kopecks) : null);
const moscow = (iso: unknown) => {
  const value = text(iso);
  return value ? `${DateTime.fromISO(value, { zone: 'Europe/Moscow' }).setLocale('ru').toFormat("d MMMM yyyy 'в' HH:mm")} (МСК)` : null;
};
/** «Коуч-сессия, сессий: 1» for a gift certificate's offer. */
const giftOfferText = (value: unknown) => {
  if (typeof value !== 'object' || value === null || !('name' in value) || typeof value.name !== 'string') return null;
  return 'sessions' in value && typeof value.sessions === 'number' ? `${value.name}, сессий: ${value.sessions}` : value.name;
};
/** «сертификатом 3 000 ₽»: the part of a purchase an amount certificate paid. */
const giftPart = (value: unknown) => {
  const paid = value as { amountKopecks?: unknown } | null | undefined;
  const amount = roubles(paid?.amountKopecks);
  return amount === null ? null : `сертификатом ${amount}`;
};
/** «серия: 2 из 5» for a session booked in a series. */
const seriesPlace = (value: unknown) =>
  typeof value === 'object' && value !== null && 'number' in value && 'count' in value && typeof value.number === 'number' && typeof value.count === 'number'
    ? `серия: ${value.number} из ${value.count}`
    : null;
const consent = (value: unknown) => {
  const document = value as { document?: unknown; version?: unknown } | null;
  return document && text(document.document) ? `${String(document.document)}, версия ${String(document.version)}` : null;
};

const receiptKinds: Record<string, string> = { payment: 'чек оплаты', refund: 'чек возврата', settlement: 'чек зачёта предоплаты' };

const releaseReasons: Record<string, string> = {
  'payment-timeout': 'не оплачено вовремя',
  'payment-canceled': 'оплата отменена',
  'cancelled-by-client': 'отменил клиент',
  'cancelled-by-coach': 'отменил коуч',
  refunded: 'деньги возвращены',
  rescheduled: 'сессия перенесена',
};
const reason = (value: unknown) => (typeof value === 'string' ? `причина: ${releaseReasons[value] ?? value}` : null);
const session = (context: SummaryContext) => (context.sessionStart ? `сессия ${moscow(context.sessionStart)}` : null);

const sessionCount = (count: unknown) => (typeof count === 'number' ? `сессий: ${count}` : null);
const because = (value: unknown) => (text(value) ? `причина: ${String(value)}` : null);

const sessionNumber = (id: unknown) => (typeof id === 'number' ? `сессия №${id}` : null);

/** A product card as its events record it: «Название, 990 ₽». */
const productCard = (value: unknown) => {
  const card = value as { name?: unknown; priceKopecks?: unknown } | null;
  return card && text(card.name) ? [text(card.name), card.priceKopecks === 0 ? 'бесплатно' : roubles(card.priceKopecks)].join(', ') : null;
};
const megabytes = (bytes: unknown) => (typeof bytes === 'number' ? `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} МБ` : null);
const uploadedFile = (value: unknown) => {
  const file = value as { name?: unknown; extension?: unknown; sizeBytes?: unknown } | null;
  return file && text(file.name) ? `${String(file.name)}.${String(file.extension)}, ${megabytes(file.sizeBytes)}` : null;
};

/** «промокод LETO20: −700 ₽ (было 3 500 ₽)» for a purchase made with a code. */
const promoApplied = (value: unknown) => {
  const promo = value as { code?: unknown; discountKopecks?: unknown; fullAmountKopecks?: unknown } | null | undefined;
  return promo && text(promo.code) ? `промокод ${String(promo.code)}: −${roubles(promo.discountKopecks)} (было ${roubles(promo.fullAmountKopecks)})` : null;
};
/** «−20 %» or «−500 ₽». */
const promoDiscountText = (value: unknown) => {
  const discount = value as { kind?: unknown; percent?: unknown; amountKopecks?: unknown } | null;
  if (discount?.kind === 'percent' && typeof discount.percent === 'number') return `−${discount.percent} %`;
  return discount?.kind === 'amount' ? `−${roubles(discount.amountKopecks)}` : null;
};

/** «Дневник недели» in quotes. */
const quoted = (value: unknown) => (text(value) ? `«${String(value)}»` : null);
/** «срок 8 декабря 2026 в 21:00 (МСК)». */
const dueText = (iso: unknown) => (text(iso) ? `срок ${moscow(iso)}` : null);

type Describer = (data: Data, context: SummaryContext) => (string | null)[];

/** The essential fields of each event type as text; types missing here show their raw data only. */
const describers: Partial<Record<RegisteredEventType, Describer>> = {
  PersonalDataConsentGiven: (data) => [consent(data.consent)],
  AdvertisingConsentGiven: (data) => [consent(data.consent)],
  GuestConsentsGiven: (data) => [consent(data.personalData), data.advertising ? `рассылка: ${consent(data.advertising)}` : 'без рассылки'],
  PurchaseStarted: (data, context) => [context.serviceName ?? text(data.description), roubles(data.amountKopecks), promoApplied(data.promo), giftPart(data.giftCertificate)],
  PaymentSucceeded: (data, context) => [roubles(data.amountKopecks), context.serviceName],
  RefundSucceeded: (data, context) => [roubles(data.amountKopecks), context.serviceName],
  ReceiptRequested: (data, context) => [receiptKinds[String(data.kind)] ?? null, roubles(data.amountKopecks), context.serviceName],
  PaymentCanceled: (data) => [text(data.reason) && `причина: ${String(data.reason)}`],
  SlotReserved: (data) => [moscow(data.start)],
  SlotReleased: (data) => [moscow(data.start), reason(data.reason)],
  SlotReservationConfirmed: (data) => [moscow(data.start)],
  ConsultationBooked: (data, context) => [moscow(data.start), context.serviceName, seriesPlace(data.series)],
  ConsultationPaid: (_data, context) => [session(context)],
  ConsultationCancelled: (data, context) => [session(context), reason(data.reason), data.creditReturned === true ? 'оплата сохранена для новой записи' : null],
  ConsultationRescheduled: (data) => [`с ${moscow(data.from)} на ${moscow(data.to)}`, data.by === 'coach' ? 'перенёс коуч' : 'перенёс клиент'],
  ConsultationOutcomeMarked: (data, context) => [session(context), data.outcome === 'held' ? 'состоялась' : 'клиент не пришёл'],
  ConsultationSummaryWritten: (_data, context) => [session(context)],
  CreditsGranted: (data) => [sessionCount(data.count)],
  // Credits live in the client's stream, not the session's: the session is named by its number.
  CreditSpent: (data) => [sessionNumber(data.consultationId)],
  CreditReturned: (data) => [sessionNumber(data.consultationId)],
  PracticeDetailsSeeded: () => ['из настроек сервера при первом запуске'],
  PracticeDetailsChanged: (data) => [practiceChangeSummary(data)],
  ConsultationTypeChanged: (data) => [consultationTypeChangeSummary(data)],
  ScheduleChanged: (data) => {
    const change = ScheduleChanged.shape.data.safeParse(data);
    return change.success ? scheduleChangeSummary(change.data.previous, change.data.schedule) : [];
  },
  CreditsGrantedByCoach: (data) => [sessionCount(data.count), because(data.reason)],
  CreditsWithdrawnByCoach: (data) => [sessionCount(data.count), because(data.reason)],
  PackageCreditsRefunded: (data) => [`не использовано: ${sessionCount(data.unusedSessions)}`, `снято со счёта: ${sessionCount(data.count)}`],
  // The note's text is private: the journal says only that it changed (the raw event shows it to the coach).
  ClientNoteWritten: () => ['текст заметки виден в карточке клиента'],
  ClientNoteEdited: () => ['текст заметки виден в карточке клиента'],
  ProductTypeCreated: (data) => [productCard(data.product)],
  ProductTypeChanged: (data) => [
    `было: ${productCard(data.before)}`,
    `стало: ${productCard(data.after)}`,
    data.descriptionChanged === true ? 'описание изменено' : null,
  ],
  ProductTypeWithdrawn: (data) => [text(data.name)],
  ProductTypeRestored: (data) => [text(data.name)],
  ProductFileUploaded: (data) => [uploadedFile(data.file), typeof data.replacedFileId === 'number' ? 'прежняя версия сохранена' : null],
  ProductFileRemoved: () => ['покупатели больше не скачивают этот файл'],
  BackupMade: (data) => [text(data.fileName), megabytes(data.bytes)],
  BackupDownloaded: (data) => [text(data.fileName)],
  PromoCodeCreated: (data) => [text(data.code), promoDiscountText(data.discount), data.firstPurchaseOnly === true ? 'только для первой покупки' : null],
  PromoCodeUseReserved: (data) => [text(data.code), typeof data.discountKopecks === 'number' ? `скидка ${roubles(data.discountKopecks)}` : null],
  PromoCodeUseReleased: (data) => [text(data.code), 'покупка не оплачена'],
  PromoCodeDeactivated: (data) => [text(data.code)],
  GiftCertificateOrdered: (data) => [giftOfferText(data.offer), typeof data.deliverOn === 'string' ? `доставка ${data.deliverOn}` : null],
  GiftCertificateIssued: (data) => [typeof data.expiresOn === 'string' ? `действует до ${data.expiresOn}` : null],
  GiftCertificateSpent: (data) => [roubles(data.amountKopecks)],
  GiftCertificateSpendingReturned: (data) => [roubles(data.amountKopecks)],
  // Homework by its title and due moment; what the client answered and the coach commented stays out of the journal.
  HomeworkTemplateCreated: (data) => [quoted(data.title)],
  HomeworkTemplateChanged: (data) => [quoted(data.title)],
  HomeworkAssigned: (data) => [quoted(data.title), dueText(data.dueAt)],
  HomeworkDueDateChanged: (data) => [dueText(data.dueAt)],
};

/** One line of the event's essentials, in the back office's words ('' when there is nothing to add). */
export function eventSummary(type: string, data: Data, context: SummaryContext): string {
  const describe = isRegisteredEventType(type) ? describers[type] : undefined;
  return describe ? describe(data, context).filter((part): part is string => part !== null && part !== '').join('; ') : '';
}
