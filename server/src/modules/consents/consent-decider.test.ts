import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import { processorConsentDocuments } from '../users/consent-documents';
import { consentDecider, type ConsentCommand } from './consent-decider';
import type { ConsentEvent, ProcessorPurpose } from './events';

const spec = deciderSpec(consentDecider);
const now = new Date('2026-12-03T07:00:00.000Z');
const at = now.toISOString();
const consent = processorConsentDocuments.payment_provider;

const give = (purpose: ProcessorPurpose): ConsentCommand => ({ type: 'GiveProcessorConsent', data: { userId: 'u1', purpose, consent, source: 'purchase' }, metadata: { now } });
const withdraw = (purpose: ProcessorPurpose): ConsentCommand => ({ type: 'WithdrawProcessorConsent', data: { userId: 'u1', purpose, source: 'settings' }, metadata: { now } });
const given = (purpose: ProcessorPurpose): ConsentEvent => ({ type: 'ProcessorConsentGiven', data: { userId: 'u1', purpose, consent, givenAt: at, source: 'purchase' } });
const withdrawn = (purpose: ProcessorPurpose): ConsentEvent => ({ type: 'ProcessorConsentWithdrawn', data: { userId: 'u1', purpose, withdrawnAt: at, source: 'settings' } });

describe('consent decider', () => {
  it('should record the payment consent once, and again after it was withdrawn', () => {
    spec.given([]).when(give('payment_provider')).then([given('payment_provider')]);
    spec.given([given('payment_provider')]).when(give('payment_provider')).then([]);
    spec.given([given('payment_provider'), withdrawn('payment_provider')]).when(give('payment_provider')).then([given('payment_provider')]);
  });

  it('should withdraw only a consent that stands', () => {
    spec.given([given('mail_service')]).when(withdraw('mail_service')).then([withdrawn('mail_service')]);
    spec.given([]).when(withdraw('mail_service')).then([]);
  });

  it('should record a messenger consent as commanded: its chat gives and withdraws it too, outside this stream', () => {
    spec.given([given('messenger_telegram')]).when(give('messenger_telegram')).then([given('messenger_telegram')]);
    spec.given([]).when(withdraw('messenger_telegram')).then([withdrawn('messenger_telegram')]);
  });
});
