import { describe, expect, it } from 'vitest';
import { DomainError } from '../../eventstore/decider';
import type { GiftCertificateEvent } from './events';
import { balanceKopecks, expiryOf, giftCertificateDecider, type GiftCertificateCommand, type GiftCertificateState } from './gift-certificate-decider';
import { giftCertificateCode, giftCertificateCodeHash, normalizeGiftCertificateCode } from './gift-certificate-code';

const at = new Date('2026-11-22T09:00:00.000Z');
const offer = { kind: 'consultation', typeId: 1, sessions: 1, name: 'Коуч-сессия' } as const;
const ordered: GiftCertificateEvent = {
  type: 'GiftCertificateOrdered',
  data: { certificateId: 'c1', purchaseId: 'p1', offer, recipientName: 'Вера', recipientEmail: 'vera@example.ru', message: '', deliverOn: '2026-11-25', orderedAt: at.toISOString() },
};
const issued: GiftCertificateEvent = { type: 'GiftCertificateIssued', data: { certificateId: 'c1', codeHash: 'h', expiresOn: '2027-11-22', issuedAt: at.toISOString() } };

const stateOf = (events: GiftCertificateEvent[]): GiftCertificateState => events.reduce(giftCertificateDecider.evolve, giftCertificateDecider.initialState());
const decide = (events: GiftCertificateEvent[], command: Omit<GiftCertificateCommand, 'metadata'>, now = at) =>
  giftCertificateDecider.decide({ ...command, metadata: { now } } as GiftCertificateCommand, stateOf(events));
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? `${error.kind}: ${error.message}` : String(error);
  }
  return null;
};

describe('a gift certificate', () => {
  it('should be issued once, and mailed once', () => {
    expect(decide([ordered], { type: 'IssueGiftCertificate', data: { codeHash: 'h', validityMonths: 12 } })).toHaveLength(1);
    expect(decide([ordered, issued], { type: 'IssueGiftCertificate', data: { codeHash: 'h', validityMonths: 12 } })).toEqual([]);
    expect(decide([ordered, issued], { type: 'RecordGiftCertificateMailed', data: {} })).toHaveLength(1);
    expect(decide([ordered, issued, { type: 'GiftCertificateMailed', data: { certificateId: 'c1', mailedAt: at.toISOString() } }], { type: 'RecordGiftCertificateMailed', data: {} })).toEqual([]);
  });

  it('should expire the coach\'s validity in months from the Moscow day it was paid, and keep that expiry', () => {
    const issue = (validityMonths: number, paidAt: Date) => decide([ordered], { type: 'IssueGiftCertificate', data: { codeHash: 'h', validityMonths } }, paidAt);
    expect(issue(12, at)).toEqual([{ type: 'GiftCertificateIssued', data: { certificateId: 'c1', codeHash: 'h', expiresOn: '2027-11-22', validityMonths: 12, issuedAt: at.toISOString() } }]);
    expect(issue(3, at)).toEqual([expect.objectContaining({ data: expect.objectContaining({ expiresOn: '2027-02-22', validityMonths: 3 }) })]);
    expect(issue(36, at)).toEqual([expect.objectContaining({ data: expect.objectContaining({ expiresOn: '2029-11-22' }) })]);
    // Paid at 22:30 on 30 November in Moscow (19:30 UTC): a month on from that day, whose month has 31.
    expect(issue(1, new Date('2026-11-30T19:30:00.000Z'))).toEqual([expect.objectContaining({ data: expect.objectContaining({ expiresOn: '2026-12-30' }) })]);
    // Paid on 31 January: February has no 31st, so its last day.
    expect(expiryOf(new Date('2027-01-31T09:00:00.000Z'), 1)).toBe('2027-02-28');
    // Once issued, a later setting changes nothing: the expiry is in its event.
    const threeMonths = issue(3, at);
    expect(decide([ordered, ...threeMonths], { type: 'IssueGiftCertificate', data: { codeHash: 'h', validityMonths: 24 } })).toEqual([]);
    expect(stateOf([ordered, ...threeMonths])).toMatchObject({ expiresOn: '2027-02-22', validityMonths: 3 });
    // Issued before the months were recorded: their expiry stands, their months are unknown.
    expect(stateOf([ordered, issued])).toMatchObject({ expiresOn: '2027-11-22', validityMonths: null });
  });

  it('should be redeemed once, not before it is paid, and not after its last day (Moscow)', () => {
    expect(refusal(() => decide([ordered], { type: 'RedeemGiftCertificate', data: { userId: 'u1' } }))).toMatch(/^not_found/);
    const redeemed = decide([ordered, issued], { type: 'RedeemGiftCertificate', data: { userId: 'u1' } });
    expect(redeemed).toEqual([{ type: 'GiftCertificateRedeemed', data: { certificateId: 'c1', userId: 'u1', redeemedAt: at.toISOString() } }]);
    expect(refusal(() => decide([ordered, issued, ...redeemed], { type: 'RedeemGiftCertificate', data: { userId: 'u2' } }))).toBe('conflict: Этот сертификат уже активирован.');
    // 22 November 2027, 23:59 in Moscow is still its day; a minute later it has expired.
    expect(decide([ordered, issued], { type: 'RedeemGiftCertificate', data: { userId: 'u1' } }, new Date('2027-11-22T20:59:00.000Z'))).toHaveLength(1);
    expect(refusal(() => decide([ordered, issued], { type: 'RedeemGiftCertificate', data: { userId: 'u1' } }, new Date('2027-11-22T21:00:00.000Z')))).toBe(
      'conflict: Срок действия сертификата истёк 22 ноября 2027.',
    );
  });

  it('should be refunded while unredeemed (once), and refuse a refund once redeemed', () => {
    const refunded = decide([ordered, issued], { type: 'RefundGiftCertificate', data: {} });
    expect(refunded).toHaveLength(1);
    expect(decide([ordered, issued, ...refunded], { type: 'RefundGiftCertificate', data: {} })).toEqual([]);
    expect(refusal(() => decide([ordered, issued, ...refunded], { type: 'RedeemGiftCertificate', data: { userId: 'u1' } }))).toMatch(/деньги за него возвращены/);
    const redeemed = decide([ordered, issued], { type: 'RedeemGiftCertificate', data: { userId: 'u1' } });
    expect(refusal(() => decide([ordered, issued, ...redeemed], { type: 'RefundGiftCertificate', data: {} }))).toMatch(/^conflict: Сертификат уже активирован/);
  });
});

describe('a gift certificate for an amount', () => {
  const amountOrdered: GiftCertificateEvent = { ...ordered, data: { ...ordered.data, offer: { kind: 'amount', amountKopecks: 500_000, name: '5 000 ₽ на сессии и пакеты' } } };
  const redeemed: GiftCertificateEvent = { type: 'GiftCertificateRedeemed', data: { certificateId: 'c1', userId: 'u1', redeemedAt: at.toISOString() } };
  const spend = (events: GiftCertificateEvent[], purchaseId: string, amountKopecks: number, userId = 'u1', now = at) =>
    decide(events, { type: 'SpendGiftCertificate', data: { purchaseId, userId, amountKopecks } }, now);

  it('should pay purchases of whoever redeemed it, once each, never beyond what is left, and not after its last day', () => {
    const history = [amountOrdered, issued, redeemed];
    expect(refusal(() => spend([amountOrdered, issued], 'p2', 100_000))).toMatch(/^conflict: Этим сертификатом нельзя оплатить/);
    expect(refusal(() => spend(history, 'p2', 100_000, 'u2'))).toMatch(/^conflict: Этим сертификатом нельзя оплатить/);
    expect(refusal(() => spend([ordered, issued, redeemed], 'p2', 100_000))).toMatch(/^conflict: Этим сертификатом нельзя оплатить/);
    const first = spend(history, 'p2', 350_000);
    expect(first).toEqual([{ type: 'GiftCertificateSpent', data: { certificateId: 'c1', purchaseId: 'p2', amountKopecks: 350_000, spentAt: at.toISOString() } }]);
    expect(balanceKopecks(stateOf([...history, ...first]))).toBe(150_000);
    expect(spend([...history, ...first], 'p2', 350_000)).toEqual([]);
    expect(refusal(() => spend([...history, ...first], 'p3', 150_001))).toMatch(/^conflict: На сертификате осталось 1\s500 ₽\.$/);
    expect(spend([...history, ...first], 'p3', 150_000)).toHaveLength(1);
    expect(refusal(() => spend(history, 'p2', 100_000, 'u1', new Date('2027-11-22T21:00:00.000Z')))).toBe('conflict: Срок действия сертификата истёк 22 ноября 2027.');
  });

  it('should take back what a purchase spent, at most all of it, once', () => {
    const spent = [amountOrdered, issued, redeemed, ...spend([amountOrdered, issued, redeemed], 'p2', 350_000)];
    const back = (events: GiftCertificateEvent[], amountKopecks: number) => decide(events, { type: 'ReturnGiftCertificateSpending', data: { purchaseId: 'p2', amountKopecks } });
    const part = back(spent, 100_000);
    expect(part).toEqual([expect.objectContaining({ type: 'GiftCertificateSpendingReturned', data: expect.objectContaining({ amountKopecks: 100_000 }) })]);
    expect(balanceKopecks(stateOf([...spent, ...part]))).toBe(250_000);
    const rest = back([...spent, ...part], 1_000_000);
    expect(rest).toEqual([expect.objectContaining({ data: expect.objectContaining({ amountKopecks: 250_000 }) })]);
    expect(back([...spent, ...part, ...rest], 1_000_000)).toEqual([]);
    expect(balanceKopecks(stateOf([...spent, ...part, ...rest]))).toBe(500_000);
    expect(decide(spent, { type: 'ReturnGiftCertificateSpending', data: { purchaseId: 'p9', amountKopecks: 100 } })).toEqual([]);
  });
});

describe('a gift certificate code', () => {
  it('should be derived from the id and the secret, read without look-alikes, and found whatever the case and dashes', () => {
    const code = giftCertificateCode('secret', 'c1');
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(giftCertificateCode('secret', 'c1')).toBe(code);
    expect(giftCertificateCode('other secret', 'c1')).not.toBe(code);
    expect(giftCertificateCodeHash(code.toLowerCase().replaceAll('-', ' '))).toBe(giftCertificateCodeHash(code));
    expect(normalizeGiftCertificateCode('0000-1111-IIII')).toBeNull();
  });
});
