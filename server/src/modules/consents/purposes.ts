import type { Processor } from '../compliance/processors';
import { advertisingConsentDocument, messengerConsentDocuments, personalDataConsentDocument, processorConsentDocuments, type ConsentDocument } from '../users/consent-documents';
import type { ProcessorPurpose } from './events';

/** Every purpose a client consents to: the processing itself, the mailing, and one per processor. */
export const consentPurposes = ['personal_data', 'advertising', 'payment_provider', 'mail_service', 'video_rooms', 'messenger_telegram', 'messenger_max'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

export const isConsentPurpose = (word: string): word is ConsentPurpose => (consentPurposes as readonly string[]).includes(word);

/** What needs a consent: the account, the mailing, paying, the mail, the sessions' rooms, the messenger. */
export type RequiredFor = 'account' | 'mailing' | 'purchase' | 'mail' | 'sessions' | 'messenger';

/** A purpose in force for this configuration, with its document and its processor (null: the practice's own). */
export type PurposeInForce = {
  purpose: ConsentPurpose;
  title: string;
  processor: string | null;
  country: string | null;
  crossBorder: boolean;
  document: ConsentDocument;
  requiredFor: RequiredFor[];
};

/** The payment service when the sandbox stands in for it (tests, a first start): the consent is asked all the same. */
const yookassa = { name: 'ЮKassa (ООО НКО «ЮМани»)', country: 'Россия', crossBorder: 'no' } as const;

const processorIdOf: Readonly<Record<ProcessorPurpose, string>> = {
  payment_provider: 'payment',
  mail_service: 'mail',
  video_rooms: 'rooms',
  messenger_telegram: 'telegram',
  messenger_max: 'max',
};

const processorTitles: Readonly<Record<ProcessorPurpose, string>> = {
  payment_provider: 'Передача данных платёжному сервису',
  mail_service: 'Передача адреса почты почтовому сервису',
  video_rooms: 'Передача имени сервису видеокомнат',
  messenger_telegram: 'Передача данных о сессиях в Telegram',
  messenger_max: 'Передача данных о сессиях в MAX',
};

const processorNeeds: Readonly<Record<ProcessorPurpose, RequiredFor[]>> = {
  payment_provider: ['purchase'],
  mail_service: ['account', 'mail'],
  video_rooms: ['sessions'],
  messenger_telegram: ['messenger'],
  messenger_max: ['messenger'],
};

const processorDocumentOf = (purpose: ProcessorPurpose): ConsentDocument =>
  purpose === 'messenger_telegram' ? messengerConsentDocuments.telegram : purpose === 'messenger_max' ? messengerConsentDocuments.max : processorConsentDocuments[purpose];

/**
 * The purposes in force, from the processors the configuration uses (`compliance/processors.ts`,
 * `configuredProcessors`): the consent to processing and the advertising one always; the payment
 * service always (the sandbox stands in for ЮKassa); the mail service only with SMTP, the video
 * rooms only with Jitsi or Telemost, each messenger only when configured. A country is unknown
 * until the coach states it; only a known foreign one counts as a transfer abroad.
 */
export function purposesInForce(processors: readonly Processor[]): PurposeInForce[] {
  const own: PurposeInForce[] = [
    { purpose: 'personal_data', title: 'Обработка персональных данных', processor: null, country: null, crossBorder: false, document: personalDataConsentDocument, requiredFor: ['account'] },
    { purpose: 'advertising', title: 'Рекламная рассылка', processor: null, country: null, crossBorder: false, document: advertisingConsentDocument, requiredFor: ['mailing'] },
  ];
  const ofProcessors = (Object.keys(processorIdOf) as ProcessorPurpose[]).flatMap((purpose): PurposeInForce[] => {
    const configured = processors.find((processor) => processor.id === processorIdOf[purpose]);
    const processor = configured ?? (purpose === 'payment_provider' ? yookassa : undefined);
    if (!processor) return [];
    return [
      {
        purpose,
        title: processorTitles[purpose],
        processor: processor.name,
        country: processor.country,
        crossBorder: processor.crossBorder === 'yes',
        document: processorDocumentOf(purpose),
        requiredFor: processorNeeds[purpose],
      },
    ];
  });
  return [...own, ...ofProcessors];
}
