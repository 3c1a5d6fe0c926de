import type { RoomProviderKind } from '../rooms/room-settings';

/** Whether sending data to a country is a transfer abroad: no (Russia), yes, or unknown until she states it. */
export type CrossBorder = 'no' | 'yes' | 'unknown';

/** An outside service the configuration sends personal data to (a processor in the notification's words). */
export type Processor = {
  id: string;
  name: string;
  purpose: string;
  host: string | null;
  country: string | null;
  crossBorder: CrossBorder;
};

/** What the configuration uses, read where it is kept (the environment, her choice of rooms, her calendar's address). */
export type ConfiguredServices = {
  payment: 'yookassa' | 'sandbox';
  /** The SMTP server's host; null while mail goes to the outbox folder. */
  smtpHost: string | null;
  room: RoomProviderKind;
  jitsiHost: string | null;
  telegram: boolean;
  max: boolean;
  /** The host of her calendar's secret address; null without one. */
  busyCalendarHost: string | null;
};

export type HostCountry = { host: string; country: string };

export const russia = 'Россия';

const russianNames = new Set(['россия', 'рф', 'российская федерация', 'russia', 'ru']);

export const crossBorderOf = (country: string | null): CrossBorder =>
  country === null ? 'unknown' : russianNames.has(country.trim().toLowerCase()) ? 'no' : 'yes';

/** A country the product knows (the operator's own jurisdiction), or what the coach stated for the host, or null. */
const located = (host: string | null, known: string | null, stated: readonly HostCountry[]): string | null =>
  known ?? stated.find((entry) => host !== null && entry.host.toLowerCase() === host.toLowerCase())?.country ?? null;

type ProcessorLine = Omit<Processor, 'country' | 'crossBorder'> & { knownCountry: string | null };

/** The services in use, each with why data goes there; the sandbox, the outbox and the static link send nothing out. */
function processorLines(services: ConfiguredServices): ProcessorLine[] {
  const lines: ProcessorLine[] = [];
  if (services.payment === 'yookassa') {
    lines.push({ id: 'payment', name: 'ЮKassa (ООО НКО «ЮМани»)', purpose: 'приём оплаты и передача данных чека', host: 'api.yookassa.ru', knownCountry: russia });
  }
  if (services.smtpHost) {
    lines.push({ id: 'mail', name: 'Почтовый сервер (SMTP)', purpose: 'отправка писем: коды входа, подтверждения, напоминания, рассылка', host: services.smtpHost, knownCountry: null });
  }
  if (services.room === 'jitsi' && services.jitsiHost) {
    lines.push({ id: 'rooms', name: 'Jitsi Meet', purpose: 'видеокомнаты сессий (имя участника)', host: services.jitsiHost, knownCountry: null });
  }
  if (services.room === 'telemost') {
    lines.push({ id: 'rooms', name: 'Яндекс Телемост (ООО «Яндекс»)', purpose: 'видеокомнаты сессий', host: 'cloud-api.yandex.net', knownCountry: russia });
  }
  if (services.telegram) {
    // Telegram's operator is registered in the UAE, its company in the UK: its servers are abroad.
    lines.push({ id: 'telegram', name: 'Telegram', purpose: 'напоминания и сообщения в мессенджере', host: 'api.telegram.org', knownCountry: 'ОАЭ / Великобритания' });
  }
  if (services.max) {
    lines.push({ id: 'max', name: 'MAX (ООО «Коммуникационная платформа», VK)', purpose: 'напоминания и сообщения в мессенджере', host: 'platform-api.max.ru', knownCountry: russia });
  }
  if (services.busyCalendarHost) {
    lines.push({ id: 'busy-calendar', name: 'Календарь коуча (iCal)', purpose: 'чтение занятого времени коуча (данные клиентов туда не передаются)', host: services.busyCalendarHost, knownCountry: null });
  }
  return lines;
}

/** The processors configured now, with their countries (known, stated by the coach, or unknown). */
export const configuredProcessors = (services: ConfiguredServices, stated: readonly HostCountry[]): Processor[] =>
  processorLines(services).map(({ knownCountry, ...line }) => {
    const country = located(line.host, knownCountry, stated);
    return { ...line, country, crossBorder: crossBorderOf(country) };
  });

/** The hosts whose country only the coach can state (the SMTP server, her Jitsi, her calendar). */
export const hostsToState = (services: ConfiguredServices): string[] =>
  processorLines(services).flatMap((line) => (line.knownCountry === null && line.host ? [line.host] : []));

/** The host of an address, or null when there is none or it cannot be read. */
export const hostOf = (address: string | null | undefined): string | null => {
  if (!address || !URL.canParse(address)) return null;
  return new URL(address).hostname || null;
};
