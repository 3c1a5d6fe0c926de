import { describe, expect, it } from 'vitest';
import { PurchaseStarted } from './events';

const started = {
  type: 'PurchaseStarted',
  data: {
    purchaseId: 'p1',
    item: { kind: 'product', typeId: 2 },
    amountKopecks: 150_000,
    description: 'Гид',
    buyer: { userId: null, email: 'guest@example.ru' },
    startedAt: '2026-11-22T09:00:00.000Z',
  },
};

describe('PurchaseStarted schema', () => {
  it('should still read a purchase recorded before the shown documents were', () => {
    expect(PurchaseStarted.safeParse(started).success).toBe(true);
  });

  it('should take the shown documents, each accepted or only shown, and refuse one without its version', () => {
    const documents = [{ document: '/user-offer', version: '2026-11-01', accepted: true }];
    expect(PurchaseStarted.safeParse({ ...started, data: { ...started.data, documents } }).success).toBe(true);
    expect(PurchaseStarted.safeParse({ ...started, data: { ...started.data, documents: [{ document: '/user-offer', accepted: true }] } }).success).toBe(false);
  });
});
