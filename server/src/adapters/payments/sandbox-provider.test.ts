import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openPgliteDatabase } from '../../db/pglite-database';
import type { CreatePaymentRequest } from './payment-provider';
import { createSandboxProvider, sandboxRefusedReceiptMarker } from './sandbox-provider';
import { createSqlSandboxStore } from './sandbox-sql-store';
import { createMemorySandboxStore, type SandboxPaymentStore } from './sandbox-store';
import { migrateWriteSide } from '../../db/migrations/migrate';
import { openMigratedPglite } from '../../../../tests/support/migrated-database';

let counter = 0;
const paymentRequest = (overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest => {
  counter += 1;
  return {
    idempotenceKey: `purchase-${counter}`,
    amountKopecks: 350_000,
    description: 'Коуч-сессия',
    returnUrl: `https://coach.example.ru/buy-success/purchase-${counter}`,
    metadata: { purchaseId: `purchase-${counter}` },
    receipt: { customerEmail: 'anna@example.ru', itemDescription: 'Коуч-сессия', vatCode: 1, paymentSubject: 'service', paymentMode: 'full_payment' },
    ...overrides,
  };
};

let db: Database;
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(async () => {
  await db?.close();
});

const stores: Array<[string, () => Promise<SandboxPaymentStore>]> = [
  ['in memory', async () => createMemorySandboxStore()],
  ['in SQL (PGlite)', () => createSqlSandboxStore(db)],
];

describe.each(stores)('sandbox receipts with records %s', (_name, openStore) => {
  let clock = new Date('2026-12-01T10:00:00Z');
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
  let sandbox: ReturnType<typeof createSandboxProvider>;
  beforeAll(async () => {
    sandbox = createSandboxProvider({ store: await openStore(), receiptDelayMs: 5_000, now: () => clock });
  });
  const paid = async (overrides: Partial<CreatePaymentRequest> = {}) => {
    const payment = await sandbox.createPayment(paymentRequest(overrides));
    await sandbox.completeCheckout(payment.confirmationToken!, 'succeeded');
    return payment;
  };
  const entrepreneurs = { customerEmail: 'anna@example.ru', itemDescription: 'Коуч-сессия', vatCode: 1, paymentSubject: 'service', paymentMode: 'full_prepayment', taxSystemCode: 2 } as const;

  it('should register a payment receipt some seconds after the payment, with fiscal data for a 54-FZ one only', async () => {
    const entrepreneur = await paid({ receipt: entrepreneurs });
    const selfEmployed = await paid({ receipt: { customerEmail: 'anna@example.ru', itemDescription: 'Коуч-сессия', vatCode: 1 } });
    expect((await sandbox.getPayment(entrepreneur.id)).receiptRegistration).toBe('pending');
    expect(await sandbox.getPaymentReceipt(entrepreneur.id)).toBeUndefined();
    later(5_000);
    expect((await sandbox.getPayment(entrepreneur.id)).receiptRegistration).toBe('succeeded');
    expect(await sandbox.getPaymentReceipt(entrepreneur.id)).toEqual({
      registeredAt: clock.toISOString(),
      fiscalDocumentNumber: expect.stringMatching(/^\d+$/),
      fiscalStorageNumber: expect.stringMatching(/^9999\d{12}$/),
      fiscalAttribute: expect.stringMatching(/^\d{10}$/),
    });
    expect((await sandbox.getPayment(selfEmployed.id)).receiptRegistration).toBe('succeeded');
    expect(await sandbox.getPaymentReceipt(selfEmployed.id)).toBeUndefined();
  });

  it('should refuse the receipt of a buyer whose address carries the marker, and show no registration before the payment', async () => {
    const pending = await sandbox.createPayment(paymentRequest());
    expect((await sandbox.getPayment(pending.id)).receiptRegistration).toBeUndefined();
    const refused = await paid({ receipt: { ...entrepreneurs, customerEmail: `anna+${sandboxRefusedReceiptMarker}@example.ru` } });
    later(5_000);
    expect((await sandbox.getPayment(refused.id)).receiptRegistration).toBe('canceled');
  });

  it("should register a refused payment's or refund's receipt sent again, once per idempotence key", async () => {
    const buyer = { ...entrepreneurs, customerEmail: `anna+${sandboxRefusedReceiptMarker}@example.ru` };
    const refused = await paid({ receipt: buyer });
    const refund = await sandbox.createRefund({ idempotenceKey: 'refund-again', paymentId: refused.id, amountKopecks: 100_000, receipt: buyer });
    later(5_000);
    expect((await sandbox.getRefund(refund.id)).receiptRegistration).toBe('canceled');
    const again = await sandbox.createReceipt({ idempotenceKey: 'again-payment', paymentId: refused.id, amountKopecks: 350_000, receipt: buyer, purpose: { kind: 'payment' } });
    const refundAgain = await sandbox.createReceipt({ idempotenceKey: 'again-refund', paymentId: refused.id, amountKopecks: 100_000, receipt: buyer, purpose: { kind: 'refund', refundId: refund.id } });
    expect(await sandbox.createReceipt({ idempotenceKey: 'again-payment', paymentId: refused.id, amountKopecks: 350_000, receipt: buyer, purpose: { kind: 'payment' } })).toEqual(again);
    await expect(sandbox.createReceipt({ idempotenceKey: 'again-nothing', paymentId: refused.id, amountKopecks: 1, receipt: buyer, purpose: { kind: 'refund', refundId: `${refused.id}.refund-9` } })).rejects.toMatchObject({ code: 'not_found' });
    later(5_000);
    expect(await sandbox.getReceipt(again.id)).toMatchObject({ status: 'succeeded', fiscal: { fiscalAttribute: expect.stringMatching(/^\d{10}$/) } });
    expect((await sandbox.getReceipt(refundAgain.id)).status).toBe('succeeded');
  });

  it("should register a refund's receipt and a settlement, each once per idempotence key, and never settle more than was paid", async () => {
    const payment = await paid({ receipt: entrepreneurs });
    const refund = await sandbox.createRefund({ idempotenceKey: 'refund-r', paymentId: payment.id, amountKopecks: 100_000, receipt: entrepreneurs });
    expect(refund.receiptRegistration).toBe('pending');
    const settlement = await sandbox.createReceipt({ idempotenceKey: 'settle-r', paymentId: payment.id, amountKopecks: 250_000, receipt: { ...entrepreneurs, paymentMode: 'full_payment' }, purpose: { kind: 'settlement' } });
    expect(await sandbox.createReceipt({ idempotenceKey: 'settle-r', paymentId: payment.id, amountKopecks: 250_000, receipt: entrepreneurs, purpose: { kind: 'settlement' } })).toEqual(settlement);
    expect(settlement).toEqual({ id: `${payment.id}.receipt-1`, status: 'pending' });
    await expect(sandbox.createReceipt({ idempotenceKey: 'settle-more', paymentId: payment.id, amountKopecks: 100_001, receipt: entrepreneurs, purpose: { kind: 'settlement' } })).rejects.toMatchObject({ code: 'invalid_request' });
    later(5_000);
    expect((await sandbox.getRefund(refund.id)).receiptRegistration).toBe('succeeded');
    expect(await sandbox.getReceipt(settlement.id)).toMatchObject({ status: 'succeeded', fiscal: { fiscalAttribute: expect.stringMatching(/^\d{10}$/) } });
    await expect(sandbox.getReceipt(`${payment.id}.receipt-9`)).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe.each(stores)('sandbox provider with records %s', (_name, openStore) => {
  let sandbox: ReturnType<typeof createSandboxProvider>;
  beforeAll(async () => {
    sandbox = createSandboxProvider({ store: await openStore() });
  });

  it('should create a pending payment with a confirmation token, then mark it paid at checkout', async () => {
    const created = await sandbox.createPayment(paymentRequest());
    expect(created).toMatchObject({ status: 'pending', paid: false, amountKopecks: 350_000, metadata: { purchaseId: `purchase-${counter}` } });
    expect(created.confirmationToken).toEqual(expect.any(String));
    expect(sandbox.kind).toBe('sandbox');

    const completed = await sandbox.completeCheckout(created.confirmationToken!, 'succeeded');
    expect(completed).toMatchObject({ id: created.id, status: 'succeeded', paid: true });
    expect(await sandbox.getPayment(created.id)).toMatchObject({ status: 'succeeded', paid: true });
  });

  it('should cancel a payment the customer gives up, with YooKassa’s reason', async () => {
    const created = await sandbox.createPayment(paymentRequest());
    await sandbox.completeCheckout(created.confirmationToken!, 'canceled');
    expect(await sandbox.getPayment(created.id)).toMatchObject({ status: 'canceled', paid: false, cancellationReason: 'expired_on_confirmation' });
  });

  it('should keep the first outcome of a checkout', async () => {
    const created = await sandbox.createPayment(paymentRequest());
    await sandbox.completeCheckout(created.confirmationToken!, 'succeeded');
    expect(await sandbox.completeCheckout(created.confirmationToken!, 'canceled')).toMatchObject({ status: 'succeeded' });
  });

  it('should not recognise an unknown or tampered token', async () => {
    const created = await sandbox.createPayment(paymentRequest());
    expect(await sandbox.completeCheckout('no-such-token', 'succeeded')).toBeUndefined();
    expect(await sandbox.completeCheckout(`${created.id}.guessed`, 'succeeded')).toBeUndefined();
    expect(await sandbox.completeCheckout(`${created.confirmationToken!}x`, 'succeeded')).toBeUndefined();
    expect(await sandbox.getPayment(created.id)).toMatchObject({ status: 'pending' });
  });

  it('should return the same payment for the same idempotence key, even when asked at once', async () => {
    const request = paymentRequest();
    const [first, second] = await Promise.all([sandbox.createPayment(request), sandbox.createPayment(request)]);
    const third = await sandbox.createPayment(request);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect((await sandbox.createPayment(paymentRequest())).id).not.toBe(first.id);
  });

  it('should refund a paid payment at once, honour refund idempotence keys, and not refund more than was paid', async () => {
    const created = await sandbox.createPayment(paymentRequest());
    await sandbox.completeCheckout(created.confirmationToken!, 'succeeded');

    const refund = await sandbox.createRefund({ idempotenceKey: `refund-${created.id}-1`, paymentId: created.id, amountKopecks: 100_000 });
    expect(refund).toEqual({ id: expect.any(String), paymentId: created.id, status: 'succeeded', amountKopecks: 100_000 });
    expect(await sandbox.createRefund({ idempotenceKey: `refund-${created.id}-1`, paymentId: created.id, amountKopecks: 100_000 })).toEqual(refund);
    expect(await sandbox.getRefund(refund.id)).toEqual(refund);

    await expect(sandbox.createRefund({ idempotenceKey: `refund-${created.id}-2`, paymentId: created.id, amountKopecks: 250_001 })).rejects.toMatchObject({
      retryable: false,
      code: 'invalid_request',
    });
    const rest = await sandbox.createRefund({ idempotenceKey: `refund-${created.id}-3`, paymentId: created.id, amountKopecks: 250_000 });
    expect(rest.id).not.toBe(refund.id);
  });

  it('should refuse to refund a payment that was not paid', async () => {
    const created = await sandbox.createPayment(paymentRequest());
    await expect(sandbox.createRefund({ idempotenceKey: 'refund-unpaid', paymentId: created.id, amountKopecks: 1 })).rejects.toMatchObject({ retryable: false, status: 400 });
  });

  it('should answer not_found for unknown payments and refunds', async () => {
    await expect(sandbox.getPayment('sandbox-unknown')).rejects.toMatchObject({ retryable: false, status: 404, code: 'not_found' });
    await expect(sandbox.getRefund('sandbox-unknown.refund-1')).rejects.toMatchObject({ status: 404 });
    await expect(sandbox.createRefund({ idempotenceKey: 'r', paymentId: 'sandbox-unknown', amountKopecks: 1 })).rejects.toMatchObject({ status: 404 });
  });

  it('should refuse amounts that are not positive whole kopecks', async () => {
    await expect(sandbox.createPayment(paymentRequest({ amountKopecks: 10.5 }))).rejects.toMatchObject({ retryable: false, code: 'invalid_request' });
    await expect(sandbox.createPayment(paymentRequest({ amountKopecks: -1 }))).rejects.toMatchObject({ code: 'invalid_request' });
  });
});

describe('sandbox records in SQL', () => {
  it('should survive a restart: a new provider over the same database knows the payment, its token and its refunds', async () => {
    const before = createSandboxProvider({ store: await createSqlSandboxStore(db) });
    const request = paymentRequest();
    const created = await before.createPayment(request);

    const after = createSandboxProvider({ store: await createSqlSandboxStore(db) });
    expect(await after.createPayment(request)).toEqual(created);
    expect(await after.completeCheckout(created.confirmationToken!, 'succeeded')).toMatchObject({ status: 'succeeded' });
    const refund = await after.createRefund({ idempotenceKey: 'refund-after-restart', paymentId: created.id, amountKopecks: 350_000 });

    const later = createSandboxProvider({ store: await createSqlSandboxStore(db) });
    expect(await later.getPayment(created.id)).toMatchObject({ status: 'succeeded', paid: true });
    expect(await later.getRefund(refund.id)).toEqual(refund);
  });

  it('should take over the table of earlier versions, which had lookup columns', async () => {
    const old = await openPgliteDatabase(undefined);
    try {
      await old.exec(`
        CREATE TABLE sandbox_payments (
          id text PRIMARY KEY,
          idempotence_key text NOT NULL UNIQUE,
          confirmation_token text NOT NULL UNIQUE,
          record jsonb NOT NULL
        );
        INSERT INTO sandbox_payments VALUES ('sandbox-old', 'purchase-old', 'ct-old',
          '{"payment":{"id":"sandbox-old","status":"succeeded","paid":true,"amountKopecks":1000,"metadata":{"purchaseId":"purchase-old"},"confirmationToken":"ct-old"},"idempotenceKey":"purchase-old","refunds":[]}');
      `);
      // The write-side migration 0001 takes the table over as the code before migrations left it.
      await migrateWriteSide(old);
      const sandbox = createSandboxProvider({ store: await createSqlSandboxStore(old) });
      expect(await sandbox.getPayment('sandbox-old')).toMatchObject({ status: 'succeeded', amountKopecks: 1000 });
      const fresh = await sandbox.createPayment(paymentRequest());
      expect(await sandbox.completeCheckout(fresh.confirmationToken!, 'succeeded')).toMatchObject({ status: 'succeeded' });
      expect(await migrateWriteSide(old)).toEqual([]); // and again: recorded, so applied once
    } finally {
      await old.close();
    }
  });
});
