import { describe, expect, it } from 'vitest';
import { consentAtUseDecision, consentRefusals, createConsentAtUse, type ConsentAskedAtUse } from './consent-at-use';

const metadata = { actor: 'u1', correlationId: 'r1', requestId: 'r1', now: new Date('2026-12-03T07:00:00.000Z') };

const standing = (inForce: readonly ConsentAskedAtUse[], recorded: string[]) => ({
  inForce: async (purpose: ConsentAskedAtUse) => inForce.includes(purpose),
  given: async () => false,
  give: async (userId: string, purpose: ConsentAskedAtUse, source: string) => void recorded.push(`${userId}:${purpose}:${source}`),
});

describe('a consent asked at use', () => {
  it('should ask none where none is needed, take one given before, record one ticked now, and refuse otherwise', () => {
    expect(consentAtUseDecision({ needed: false, givenBefore: false, ticked: false })).toBe('not-needed');
    expect(consentAtUseDecision({ needed: true, givenBefore: true, ticked: false })).toBe('stands');
    expect(consentAtUseDecision({ needed: true, givenBefore: false, ticked: true })).toBe('record');
    expect(consentAtUseDecision({ needed: true, givenBefore: false, ticked: false })).toBe('refuse');
  });

  it("should record a client's consent in her ledger, and a guest's only with the purchase", async () => {
    const recorded: string[] = [];
    const ask = createConsentAtUse(standing(['payment_provider'], recorded));
    const accepted = [{ document: '/user-payment-provider', version: '2026-12-03', accepted: true }];
    expect(await ask('payment_provider', { user: { id: 'u1' }, ticked: true, needed: true }, metadata)).toEqual(accepted);
    expect(await ask('payment_provider', { user: undefined, ticked: true, needed: true }, metadata)).toEqual(accepted);
    expect(recorded).toEqual(['u1:payment_provider:purchase']);
    await expect(ask('payment_provider', { user: undefined, ticked: undefined, needed: true }, metadata)).rejects.toMatchObject({
      kind: 'conflict',
      message: consentRefusals.payment_provider,
    });
    expect(await ask('payment_provider', { user: undefined, ticked: undefined, needed: false }, metadata)).toEqual([]);
  });

  it('should not ask the video rooms’ consent where no room service is configured', async () => {
    const recorded: string[] = [];
    expect(await createConsentAtUse(standing([], recorded))('video_rooms', { user: { id: 'u1' }, ticked: undefined, needed: true }, metadata)).toEqual([]);
    await expect(createConsentAtUse(standing(['video_rooms'], recorded))('video_rooms', { user: { id: 'u1' }, ticked: false, needed: true }, metadata)).rejects.toMatchObject({
      kind: 'conflict',
      message: consentRefusals.video_rooms,
    });
    expect(recorded).toEqual([]);
  });
});
