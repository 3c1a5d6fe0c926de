import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { practiceDetails as practice } from '../../support/practice-details';
import { scenarioStores } from '../../support/test-lane';

type BuyResponse = { result: boolean; free: boolean; data: { token: string | null; id: string } };
type Receipt = {
  kind: 'payment' | 'refund' | 'settlement';
  status: 'pending' | 'succeeded' | 'canceled';
  overdue: boolean;
  amount: number;
  fiscal: Record<string, string> | null;
  receipt_id?: string;
  attempt?: number;
  registered_by_hand?: boolean;
  link?: string | null;
};
type Movement = { purchase_id: string; status: 'paid' | 'refunded'; receipts: Receipt[]; receipt_problem: boolean };
type Session = { id: number; date: string };

const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };


for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  for (const taxStatus of ['self_employed', 'sole_proprietor'] as const) {
    const entrepreneur = taxStatus === 'sole_proprietor';
    // Without the servers, real-servers.ts has already printed the one line saying this part is skipped.
    describe.skipIf(!(await backendAvailable(backend)))(`receipts of a ${entrepreneur ? 'sole proprietor (54-FZ)' : 'self-employed coach («Мой налог»)'} (${backend})`, () => {
      const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
      let app: TestApp;
      let coach: ApiClient;
      let anna: ApiClient;
      let refused: ApiClient;

      beforeAll(async () => {
        // The sandbox answers each receipt at once, so the receipt job's first try finds it registered.
        app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'], environment: { SANDBOX_RECEIPT_DELAY_MS: '0' } });
        [coach, anna, refused] = [app.client(), app.client(), app.client()];
        await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
        await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
        await registerAndSignIn(refused, app.outboxDir, 'olga+receipt-refused@example.ru');
        const saved = await coach.request('PUT', '/api/practice/', { body: practice(taxStatus) });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      }, 60_000);
      afterAll(async () => {
        await app?.close();
      });

      const buyAndPay = async (client: ApiClient, body: Record<string, unknown>) => {
        const bought = await client.post<BuyResponse>('/api/buy/', body);
        expect(bought.status, JSON.stringify(bought.body)).toBe(200);
        expect((await client.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' })).status).toBe(200);
        expect((await client.get<{ result: boolean }>('/api/buySuccessId/', { id: bought.body.data.id })).body.result).toBe(true);
        return bought.body.data.id;
      };
      /** The movement's receipts once none of them waits any more. */
      const settledReceipts = async (purchaseId: string, status: Movement['status'] = 'paid', count = 1) => {
        let movement: Movement | undefined;
        await expect
          .poll(
            async () => {
              const page = (await coach.get<{ items: Movement[] }>('/api/admin/payments/')).body;
              movement = page.items.find((item) => item.purchase_id === purchaseId && item.status === status);
              return movement && movement.receipts.length === count && movement.receipts.every((receipt) => receipt.status !== 'pending');
            },
            { timeout: 15_000 },
          )
          .toBe(true);
        return movement!;
      };
      const sessionOn = async (iso: string) => (await anna.get<Session[]>('/api/consultation/', december)).body.find((session) => session.date === iso)!;

      it(`should register a session's payment receipt${entrepreneur ? ' (a prepayment, with fiscal data), then its settlement when it is held' : ' in «Мой налог» and settle nothing when it is held'}`, async () => {
        const purchaseId = await buyAndPay(anna, { product: 'consultation', type: 1, amount: 3500, date: '2026-12-02 07:00' });
        const paid = await settledReceipts(purchaseId);
        expect(paid.receipts).toEqual([expect.objectContaining({ kind: 'payment', status: 'succeeded', amount: 3500, overdue: false })]);
        expect(paid.receipts[0]!.fiscal === null).toBe(!entrepreneur);
        expect(paid.receipt_problem).toBe(false);

        clock.advance(new Date('2026-12-02T08:00:00.000Z').getTime() - clock.now().getTime());
        const session = await sessionOn('2026-12-02T07:00:00.000Z');
        expect((await coach.post(`/api/consultation/${session.id}/outcome/`, { outcome: 'held' })).status).toBe(200);
        const held = await settledReceipts(purchaseId, 'paid', entrepreneur ? 2 : 1);
        expect(held.receipts.map(({ kind, status, amount }) => ({ kind, status, amount }))).toEqual([
          { kind: 'payment', status: 'succeeded', amount: 3500 },
          ...(entrepreneur ? [{ kind: 'settlement', status: 'succeeded', amount: 3500 }] : []),
        ]);
        // Marking it again settles nothing twice.
        expect((await coach.post(`/api/consultation/${session.id}/outcome/`, { outcome: 'held' })).status).toBe(200);
        expect((await settledReceipts(purchaseId, 'paid', entrepreneur ? 2 : 1)).receipts).toHaveLength(entrepreneur ? 2 : 1);
      });

      it(`should ${entrepreneur ? 'settle a package session by session at its per-session price' : 'keep one receipt for a package'}, and send a refund's receipt with the refund`, async () => {
        const purchaseId = await buyAndPay(anna, { product: 'consultation', type: 2, amount: 15750, date: '2026-12-09 07:00' });
        expect(await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: '2026-12-10 07:00' })).toMatchObject({ body: { free: true } });
        clock.advance(new Date('2026-12-10T08:00:00.000Z').getTime() - clock.now().getTime());
        for (const day of ['2026-12-09T07:00:00.000Z', '2026-12-10T07:00:00.000Z']) {
          expect((await coach.post(`/api/consultation/${(await sessionOn(day)).id}/outcome/`, { outcome: 'held' })).status).toBe(200);
        }
        const settled = await settledReceipts(purchaseId, 'paid', entrepreneur ? 3 : 1);
        expect(settled.receipts.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
          { kind: 'payment', amount: 15750 },
          ...(entrepreneur ? [{ kind: 'settlement', amount: 3150 }, { kind: 'settlement', amount: 3150 }] : []),
        ]);

        const product = await buyAndPay(anna, { product: 'product', type: 2, amount: 1 });
        expect((await settledReceipts(product)).receipts).toEqual([expect.objectContaining({ kind: 'payment', status: 'succeeded' })]);
        expect((await coach.post(`/api/purchase/${product}/refund/`, {})).status).toBe(200);
        const refund = await settledReceipts(product, 'refunded');
        expect(refund.receipts).toEqual([expect.objectContaining({ kind: 'refund', status: 'succeeded' })]);
        expect(refund.receipt_problem).toBe(false);
      });

      it('should refund the unused part of a package at its price per session (ст. 32 ЗоЗПП), with its refund receipt, once', async () => {
        const vera = app.client();
        await registerAndSignIn(vera, app.outboxDir, 'vera@example.ru');
        const purchaseId = await buyAndPay(vera, { product: 'consultation', type: 2, amount: 15750, date: '2026-12-21 07:00' });
        expect(await vera.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: '2026-12-22 07:00' })).toMatchObject({ body: { free: true } });
        clock.advance(new Date('2026-12-21T08:00:00.000Z').getTime() - clock.now().getTime());
        const own = (await vera.get<Session[]>('/api/consultation/', december)).body.find((session) => session.date === '2026-12-21T07:00:00.000Z')!;
        expect((await coach.post(`/api/consultation/${own.id}/outcome/`, { outcome: 'held' })).status).toBe(200);

        // Used: the package's own session (held) and the one booked with a credit; unused: 3 of 5, at 3 150 ₽ each.
        expect((await coach.get(`/api/purchase/${purchaseId}/refund/`)).body).toEqual({ amount: 9450, whole_amount: 15750, sessions: 5, unused_sessions: 3 });
        expect((await vera.get(`/api/purchase/${purchaseId}/refund/`)).status).toBe(403);
        const refunded = await coach.post(`/api/purchase/${purchaseId}/refund/`, {});
        expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
        const refund = await settledReceipts(purchaseId, 'refunded');
        expect(refund.receipts.map(({ kind, status, amount }) => ({ kind, status, amount }))).toEqual([{ kind: 'refund', status: 'succeeded', amount: 9450 }]);
        expect((await vera.get<{ balance: number }>('/api/consultation-credits/')).body).toMatchObject({ balance: 0 });
        // The session she booked with the package stays hers.
        expect((await vera.get<Session[]>('/api/consultation/', december)).body.map((session) => session.date)).toContain('2026-12-22T07:00:00.000Z');
        const again = await coach.post(`/api/purchase/${purchaseId}/refund/`, {});
        expect(again.status).toBe(409);
        const audit = (await coach.get<Array<{ type: string; title: string }>>('/api/audit/events/', { type: 'PackageCreditsRefunded' })).body;
        expect(audit[0]).toMatchObject({ title: 'Неиспользованные сессии пакета возвращены деньгами' });
      });

      it('should raise a receipt the register refuses: marked, counted, listed by the filter and in the metric', async () => {
        const purchaseId = await buyAndPay(refused, { product: 'product', type: 2, amount: 1 });
        const movement = await settledReceipts(purchaseId);
        expect(movement.receipts).toEqual([expect.objectContaining({ kind: 'payment', status: 'canceled' })]);
        expect(movement.receipt_problem).toBe(true);
        expect((await coach.get<{ count: number }>('/api/admin/payments/receipt-problems/')).body).toEqual({ count: 1 });
        const problems = (await coach.get<{ items: Movement[]; total: number }>('/api/admin/payments/', { receipt: 'problem' })).body;
        expect(problems.items.map((item) => item.purchase_id)).toEqual([purchaseId]);
        expect((await anna.get('/api/admin/payments/receipt-problems/')).status).toBe(403);
        // The journal is a read model of its own, which may show the job's record a moment later.
        await expect
          .poll(async () => (await coach.get<Array<{ type: string; title: string }>>('/api/audit/events/', { type: 'ReceiptCanceled' })).body[0], { timeout: 10_000 })
          .toMatchObject({ title: 'Чек не зарегистрирован' });
      });

      it(entrepreneur ? 'should send a refused receipt again as its own, and register it' : 'should take a refused receipt registered in «Мой налог» by hand, with its link', async () => {
        const nina = app.client();
        await registerAndSignIn(nina, app.outboxDir, 'nina+receipt-refused@example.ru');
        const purchaseId = await buyAndPay(nina, { product: 'product', type: 2, amount: 1 });
        const [receipt] = (await settledReceipts(purchaseId)).receipts;
        expect(receipt).toMatchObject({ receipt_id: 'payment', status: 'canceled', attempt: 1, registrar: entrepreneur ? 'cash_register' : 'my_tax' });
        const retry = `/api/purchase/${purchaseId}/receipts/payment/retry/`;
        expect((await anna.post(retry, undefined)).status).toBe(403);
        expect((await coach.post(`/api/purchase/${purchaseId}/receipts/refund-nothing/retry/`, undefined)).status).toBe(404);
        if (entrepreneur) {
          const sent = await coach.post<{ message: string }>(retry, undefined);
          expect(sent.status, JSON.stringify(sent.body)).toBe(200);
          // The sandbox's register takes a receipt sent again (the marker refuses only the first).
          const again = await settledReceipts(purchaseId);
          expect(again.receipts).toEqual([expect.objectContaining({ receipt_id: 'payment', status: 'succeeded', attempt: 2, registered_by_hand: false, fiscal: expect.objectContaining({ fiscal_attribute: expect.stringMatching(/^\d{10}$/) }) })]);
          expect(again.receipt_problem).toBe(false);
          const twice = await coach.post<{ detail: string }>(retry, undefined);
          expect([twice.status, twice.body.detail]).toEqual([409, 'Этот чек уже зарегистрирован.']);
        } else {
          const refusedRetry = await coach.post<{ detail: string }>(retry, undefined);
          expect(refusedRetry.status).toBe(409);
          expect(refusedRetry.body.detail).toMatch(/«Мой налог»/);
          const byHand = `/api/purchase/${purchaseId}/receipts/payment/registered/`;
          expect((await coach.post(byHand, { link: 'http://lknpd.nalog.ru/x' })).status).toBe(400);
          const link = 'https://lknpd.nalog.ru/api/v1/receipt/500100732259/2000abcdef/print';
          const marked = await coach.post<{ message: string }>(byHand, { link });
          expect([marked.status, marked.body.message]).toEqual([200, 'Чек отмечен как выданный.']);
          expect((await coach.post(byHand, { link })).status).toBe(200);
          const after = await settledReceipts(purchaseId);
          expect(after.receipts).toEqual([expect.objectContaining({ status: 'succeeded', registered_by_hand: true, link })]);
          expect(after.receipt_problem).toBe(false);
        }
        expect((await coach.get<{ items: Movement[] }>('/api/admin/payments/', { receipt: 'problem' })).body.items.map((item) => item.purchase_id)).not.toContain(purchaseId);
      });
    });
  }
}
