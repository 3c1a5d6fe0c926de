import { eventTypesOf } from '../../eventstore/event-schema';
import { addressOf, type Command, type ConsentDecisionMetadata, type Decider, unknownCase } from '../../eventstore/decider';
import type { ConsentDocument } from '../users/consent-documents';
import { consentEventSchemas, type ConsentEvent, type ProcessorConsentSource, type ProcessorPurpose } from './events';

export type GiveProcessorConsent = Command<
  'GiveProcessorConsent',
  { userId: string; purpose: ProcessorPurpose; consent: ConsentDocument; source: ProcessorConsentSource },
  ConsentDecisionMetadata
>;
export type WithdrawProcessorConsent = Command<'WithdrawProcessorConsent', { userId: string; purpose: ProcessorPurpose; source: ProcessorConsentSource }, ConsentDecisionMetadata>;
export type ConsentCommand = GiveProcessorConsent | WithdrawProcessorConsent;

/** The purposes her own events left given. */
export type ConsentsState = { given: ReadonlySet<ProcessorPurpose> };

/** A messenger's consent is also given and withdrawn by its chat (`modules/messenger`): this stream alone cannot tell whether it stands. */
export const isMessengerPurpose = (purpose: ProcessorPurpose): purpose is 'messenger_telegram' | 'messenger_max' => purpose.startsWith('messenger_');

/**
 * Giving a processor consent that stands, or withdrawing one that does not, records nothing (a
 * second purchase records no second consent). A messenger's consent is decided on the whole ledger
 * by `planConsentChange`, since its chat's events give and withdraw it too: recorded as commanded.
 */
export const consentDecider: Decider<ConsentCommand, ConsentEvent, ConsentsState> = {
  eventTypes: eventTypesOf(consentEventSchemas),
  initialState: () => ({ given: new Set() }),
  decide(command, state) {
    const at = command.metadata.now.toISOString();
    const { userId, purpose, source } = command.data;
    const stands = state.given.has(purpose) && !isMessengerPurpose(purpose);
    const absent = !state.given.has(purpose) && !isMessengerPurpose(purpose);
    switch (command.type) {
      case 'GiveProcessorConsent':
        return stands ? [] : [{ type: 'ProcessorConsentGiven', data: { userId, purpose, consent: command.data.consent, givenAt: at, source, ...addressOf(command) } }];
      case 'WithdrawProcessorConsent':
        return absent ? [] : [{ type: 'ProcessorConsentWithdrawn', data: { userId, purpose, withdrawnAt: at, source, ...addressOf(command) } }];
      default:
        throw unknownCase('command', command);
    }
  },
  evolve(state, event) {
    const given = new Set(state.given);
    if (event.type === 'ProcessorConsentGiven') given.add(event.data.purpose);
    else given.delete(event.data.purpose);
    return { given };
  },
};
