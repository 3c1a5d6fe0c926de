import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import { complianceDecider, initialComplianceState, type ComplianceCommand } from './compliance-decider';
import type { ComplianceEvent } from './events';

const now = new Date('2026-11-24T10:00:00.000Z');
const at = now.toISOString();
const spec = deciderSpec(complianceDecider);
const statements = { ...initialComplianceState.statements, databaseCountry: 'Россия' };
const fingerprint = { processors: ['payment'], categories: ['адрес электронной почты'] };
const filing = { filedOn: '2026-11-20', registryNumber: '77-26-000001' };
const state = (data: Partial<Extract<ComplianceCommand, { type: 'StateCompliance' }>['data']>): ComplianceCommand => ({
  type: 'StateCompliance',
  data: { statements, filing: null, fingerprint, ...data },
  metadata: { now },
});
const stated: ComplianceEvent = { type: 'ComplianceStatementsChanged', data: { statements, changedAt: at } };
const filed: ComplianceEvent = { type: 'NotificationFilingRecorded', data: { ...filing, fingerprint, recordedAt: at } };

describe('the compliance stream', () => {
  it('should record her statements once, and nothing when they did not change', () => {
    spec.given([]).when(state({})).then([stated]);
    spec.given([stated]).when(state({})).then([]);
  });

  it('should record a filing with what it named, and again only when its date or number is new', () => {
    spec.given([stated]).when(state({ filing })).then([filed]);
    spec.given([stated, filed]).when(state({ filing, fingerprint: { processors: ['mail', 'payment'], categories: [] } })).then([]);
    const refiled = { ...filing, filedOn: '2026-11-25' };
    spec.given([stated, filed]).when(state({ filing: refiled })).then([{ type: 'NotificationFilingRecorded', data: { ...refiled, fingerprint, recordedAt: at } }]);
  });

  it('should record a change of VAT rates, and nothing for the same rates', () => {
    const vat = { usnPaysVat: true, defaultRate: 'vat22', services: [{ consultationType: 1, rate: 'vat5' }] } as const;
    const changed: ComplianceEvent = { type: 'VatRatesChanged', data: { vat: { ...vat, services: [...vat.services] }, changedAt: at } };
    spec.given([]).when({ type: 'ChangeVatRates', data: { ...vat, services: [...vat.services] }, metadata: { now } }).then([changed]);
    spec.given([changed]).when({ type: 'ChangeVatRates', data: { ...vat, services: [...vat.services] }, metadata: { now } }).then([]);
    spec.given([]).when({ type: 'ChangeVatRates', data: initialComplianceState.vat, metadata: { now } }).then([]);
  });
});
