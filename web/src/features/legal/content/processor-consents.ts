import type { Operator } from '../../../config/operator';
import type { LegalDocument } from './types';

/**
 * The consents to pass data to one processor the practice uses (156-FZ: each a separate document,
 * apart from the consent to processing). The server records their versions (consent-documents.ts,
 * `processorConsentDocuments`, `messengerConsentDocuments`). These texts are templates: the coach
 * fills in and checks the processor's details before she relies on them.
 */
type Processor = {
  title: string;
  edition: string;
  /** Who receives the data, with its address or country as far as the product knows it. */
  recipient: string;
  /** What is passed and why. */
  data: string;
  purpose: string;
  /** Where she gives it, and what withdrawing it means. */
  given: string;
  withdrawn: string;
  /** A transfer abroad: the messenger's servers. */
  crossBorder?: boolean;
};

const template = 'Это шаблон: коуч проверяет и дополняет сведения о сервисе (полное наименование, адрес, страна хранения данных) перед публикацией.';

const processorConsent =
  (processor: Processor) =>
  (operator: Operator): LegalDocument => ({
    title: processor.title,
    edition: processor.edition,
    summary: `Согласие на передачу персональных данных: ${processor.recipient}, ${processor.purpose}.`,
    intro: [
      `Я в соответствии со статьёй 9 Федерального закона от 27.07.2006 № 152-ФЗ «О персональных данных» даю ${operator.fullName}, ИНН ${operator.inn} (сайт ${operator.site}), отдельное согласие передать мои персональные данные: ${processor.recipient}.`,
      template,
    ],
    sections: [
      { heading: '1. Какие данные и зачем', blocks: [`Передаются: ${processor.data}. Цель: ${processor.purpose}.`] },
      ...(processor.crossBorder
        ? [{ heading: '2. Передача за рубеж', blocks: ['Серверы сервиса находятся за пределами России: это трансграничная передача персональных данных. Коуч уведомляет о ней Роскомнадзор.'] }]
        : []),
      {
        heading: processor.crossBorder ? '3. Как дать и отозвать согласие' : '2. Как дать и отозвать согласие',
        blocks: [processor.given, processor.withdrawn, 'Согласие действует, пока я его не отзову. Сайт записывает дату, время и версию этого текста.'],
      },
    ],
  });

const edition = 'Редакция от 3 декабря 2026 г.';

export const userPaymentProvider = processorConsent({
  title: 'Согласие на передачу данных платёжному сервису',
  edition,
  recipient: 'ЮKassa (ООО НКО «ЮМани»), Россия',
  data: 'адрес электронной почты, сумма и описание покупки для кассового чека',
  purpose: 'приём оплаты и выдача кассового чека',
  given: 'Согласие даётся флажком «Даю согласие на передачу данных ЮKassa для оплаты» при первой оплате или в «Настройках» личного кабинета.',
  withdrawn: 'Отозвать его можно в «Настройках» → «Согласия». Без него оплата на сайте невозможна; уже полученные платежи и чеки остаются у платёжного сервиса по закону.',
});

export const userMailService = processorConsent({
  title: 'Согласие на передачу адреса почтовому сервису',
  edition,
  recipient: 'почтовый сервер, через который сайт отправляет письма',
  data: 'адрес электронной почты, имя и текст письма',
  purpose: 'отправка писем: коды входа, подтверждения, напоминания, рассылка',
  given: 'Согласие даётся в «Настройках» личного кабинета.',
  withdrawn: 'Отозвать его можно там же, в «Настройках» → «Согласия».',
});

export const userVideoRooms = processorConsent({
  title: 'Согласие на передачу имени сервису видеокомнат',
  edition,
  recipient: 'сервис видеокомнат, который выбрал коуч (Яндекс Телемост или собственный сервер Jitsi Meet)',
  data: 'имя участника в видеокомнате сессии',
  purpose: 'проведение сессий по видеосвязи',
  given: 'Согласие даётся в «Настройках» личного кабинета.',
  withdrawn: 'Отозвать его можно там же, в «Настройках» → «Согласия».',
});

const messenger = (name: string, recipient: string, crossBorder: boolean) =>
  processorConsent({
    title: `Согласие на передачу данных о сессиях в ${name}`,
    edition: 'Редакция от 2 декабря 2026 г.',
    recipient,
    data: 'время сессии и название услуги (без имени, почты и других сведений)',
    purpose: `напоминания и сообщения о сессиях в ${name}`,
    given: `Согласие даётся флажком перед привязкой чата ${name} в «Настройках» → «Мессенджеры» или переключателем в «Настройках» → «Согласия».`,
    withdrawn: 'Отозвать его можно в «Настройках» → «Согласия» или кнопкой «Отвязать»: чат отвязывается, письма на почту продолжают приходить.',
    crossBorder,
  });

export const userMessengerTelegram = messenger('Telegram', 'Telegram (оператор зарегистрирован в ОАЭ и Великобритании)', true);
export const userMessengerMax = messenger('MAX', 'MAX (ООО «Коммуникационная платформа», VK), Россия', false);
