import { describe, expect, it } from 'vitest';
import { planConsentChange } from './consent-plan';

const standing = (given: boolean, chatLinked = false) => ({ given, chatLinked });

describe('planConsentChange', () => {
  it('should refuse withdrawing the consent to processing (that is deleting the account) and record nothing to give it again', () => {
    expect(planConsentChange('personal_data', false, standing(true))).toBe('refuse-withdrawal');
    expect(planConsentChange('personal_data', true, standing(true))).toBe('nothing');
  });

  it('should hand the advertising consent to the users module either way', () => {
    expect(planConsentChange('advertising', true, standing(false))).toBe('advertising');
    expect(planConsentChange('advertising', false, standing(true))).toBe('advertising');
  });

  it('should give a processor consent not given, and withdraw one given; the same again records nothing', () => {
    expect(planConsentChange('payment_provider', true, standing(false))).toBe('give');
    expect(planConsentChange('payment_provider', true, standing(true))).toBe('nothing');
    expect(planConsentChange('mail_service', false, standing(true))).toBe('withdraw');
    expect(planConsentChange('mail_service', false, standing(false))).toBe('nothing');
  });

  it('should unlink a linked messenger chat to withdraw its consent, and only record one given without a chat', () => {
    expect(planConsentChange('messenger_telegram', false, standing(true, true))).toBe('unlink');
    expect(planConsentChange('messenger_max', false, standing(true, false))).toBe('withdraw');
    expect(planConsentChange('messenger_telegram', true, standing(false))).toBe('give');
  });
});
