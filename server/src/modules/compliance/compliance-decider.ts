import { eventTypesOf } from '../../eventstore/event-schema';
import { unknownCase, type Command, type Decider } from '../../eventstore/decider';
import {
  complianceEventSchemas,
  type ComplianceEvent,
  type ComplianceFingerprint,
  type ComplianceStatements,
  type VatSettings,
} from './events';

export type NotificationFiling = { filedOn: string; registryNumber: string; fingerprint: ComplianceFingerprint };

export type ComplianceState = { statements: ComplianceStatements; filing: NotificationFiling | null; vat: VatSettings };

export type StateCompliance = Command<
  'StateCompliance',
  { statements: ComplianceStatements; filing: { filedOn: string; registryNumber: string } | null; fingerprint: ComplianceFingerprint }
>;
export type ChangeVatRates = Command<'ChangeVatRates', VatSettings>;
export type ComplianceCommand = StateCompliance | ChangeVatRates;

export const initialComplianceState: ComplianceState = {
  statements: { databaseCountry: null, processingStartedOn: null, hostCountries: [], crossBorderNoticeFiledOn: null },
  filing: null,
  vat: { usnPaysVat: false, defaultRate: 'vat22', services: [] },
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The coach's statements, her filings and her VAT rates, in the one `compliance` stream. A save that
 * changes nothing records nothing; a filing is recorded when its date or number is new, with the
 * processors and categories of that moment (what «изменилось после подачи» compares with).
 */
export const complianceDecider: Decider<ComplianceCommand, ComplianceEvent, ComplianceState> = {
  eventTypes: eventTypesOf(complianceEventSchemas),
  initialState: () => initialComplianceState,
  decide(command, state) {
    const at = command.metadata.now.toISOString();
    switch (command.type) {
      case 'StateCompliance': {
        const { statements, filing, fingerprint } = command.data;
        const events: ComplianceEvent[] = [];
        if (!sameJson(statements, state.statements)) events.push({ type: 'ComplianceStatementsChanged', data: { statements, changedAt: at } });
        const newFiling = filing && (filing.filedOn !== state.filing?.filedOn || filing.registryNumber !== state.filing.registryNumber);
        if (filing && newFiling) events.push({ type: 'NotificationFilingRecorded', data: { ...filing, fingerprint, recordedAt: at } });
        return events;
      }
      case 'ChangeVatRates':
        return sameJson(command.data, state.vat) ? [] : [{ type: 'VatRatesChanged', data: { vat: command.data, changedAt: at } }];
      default:
        throw unknownCase('command', command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'ComplianceStatementsChanged':
        return { ...state, statements: event.data.statements };
      case 'NotificationFilingRecorded':
        return { ...state, filing: { filedOn: event.data.filedOn, registryNumber: event.data.registryNumber, fingerprint: event.data.fingerprint } };
      case 'VatRatesChanged':
        return { ...state, vat: event.data.vat };
      default:
        throw unknownCase('event', event);
    }
  },
};
