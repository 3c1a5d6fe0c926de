import { DomainError, type Command, type Decider, unknownCase } from '../../eventstore/decider';
import { eventTypesOf } from '../../eventstore/event-schema';
import { practiceEventSchemas, type PracticeEvent } from './events';
import { isValidInn, isValidOgrnip } from './inn';
import { changedFields, giftCertificateValidity, keepingUnnamedValidity, type PracticeDetails } from './practice-details';

/** The first start writes down what the configuration says. */
export type SeedPracticeDetails = Command<'SeedPracticeDetails', { details: PracticeDetails }>;
/**
 * The coach saves the Практика form, over the details as they stood after `basedOn` events of the
 * stream: when another save came first, hers is refused rather than silently overwriting it.
 */
export type ChangePracticeDetails = Command<'ChangePracticeDetails', { details: PracticeDetails; basedOn: number }>;
export type PracticeCommand = SeedPracticeDetails | ChangePracticeDetails;

/**
 * The details, how many events of the stream made them (the version a save is based on), and
 * whether the coach has ever saved them (until then the seed's placeholders stand).
 */
export type PracticeState = { details: PracticeDetails | undefined; events: number; savedByCoach: boolean };

/** The seller's legal details must be ones the tax service would recognise. */
function checkLegalDetails(details: PracticeDetails): void {
  if (!isValidInn(details.inn)) throw new DomainError('invalid', 'ИНН: нужно 10 или 12 цифр с верной контрольной суммой.');
  if (details.taxStatus === 'sole_proprietor' && !isValidOgrnip(details.ogrnip)) {
    throw new DomainError('invalid', 'ОГРНИП: нужно 15 цифр с верной контрольной цифрой.');
  }
  if (details.taxStatus === 'self_employed' && details.ogrnip !== '') {
    throw new DomainError('invalid', 'ОГРНИП указывают только для ИП: у самозанятой его нет.');
  }
  if (details.taxStatus === 'sole_proprietor' && details.taxSystem === undefined) {
    throw new DomainError('invalid', 'Система налогообложения: выберите её, она печатается в чеках ИП.');
  }
  if (details.taxStatus === 'self_employed' && details.taxSystem !== undefined) {
    throw new DomainError('invalid', 'Систему налогообложения указывают только для ИП: самозанятая платит НПД.');
  }
}

/** The certificates' validity is a whole number of months within the bounds the offer allows. */
function checkGiftCertificateValidity(details: PracticeDetails): void {
  const months = details.giftCertificateValidityMonths;
  if (months === undefined) return;
  if (!Number.isInteger(months) || months < giftCertificateValidity.min || months > giftCertificateValidity.max) {
    throw new DomainError('invalid', `Срок действия подарочного сертификата: целое число месяцев от ${giftCertificateValidity.min} до ${giftCertificateValidity.max}.`);
  }
}

function seed(command: SeedPracticeDetails, state: PracticeState): PracticeEvent[] {
  if (state.details) return [];
  return [{ type: 'PracticeDetailsSeeded', data: { details: command.data.details, seededAt: command.metadata.now.toISOString() } }];
}

function change(command: ChangePracticeDetails, state: PracticeState): PracticeEvent[] {
  const previous = state.details;
  if (!previous) throw new DomainError('conflict', 'Сведения о практике ещё не заведены: перезапустите сервер.');
  const { basedOn } = command.data;
  if (basedOn !== state.events) throw new DomainError('conflict', 'Сведения о практике только что сохранили в другом окне. Обновите страницу и сохраните снова.');
  const details = keepingUnnamedValidity(previous, command.data.details);
  checkLegalDetails(details);
  checkGiftCertificateValidity(details);
  // Her first save is recorded even when it changes nothing: it is what makes the values hers.
  if (changedFields(previous, details).length === 0 && state.savedByCoach) return [];
  return [{ type: 'PracticeDetailsChanged', data: { previous, details, changedAt: command.metadata.now.toISOString() } }];
}

export const practiceDecider: Decider<PracticeCommand, PracticeEvent, PracticeState> = {
  eventTypes: eventTypesOf(practiceEventSchemas),
  decide(command, state) {
    switch (command.type) {
      case 'SeedPracticeDetails':
        return seed(command, state);
      case 'ChangePracticeDetails':
        return change(command, state);
      default:
        throw unknownCase('command', command);
    }
  },
  evolve: (state, event) => ({ details: event.data.details, events: state.events + 1, savedByCoach: state.savedByCoach || event.type === 'PracticeDetailsChanged' }),
  initialState: () => ({ details: undefined, events: 0, savedByCoach: false }),
};
