import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail, type OutboxMail } from '../../support/outbox';
import { practiceDetails } from '../../support/practice-details';
import { registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type BuyResponse = { result: boolean; free: boolean; data: { token: string | null; id: string } };
type Session = { id: number; date: string };

const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };
const session = 1; // 3 500 ₽
const packageOfFive = 2; // 15 750 ₽
const workbook = 2; // 990 ₽

/** Amounts as the mail writes them, with plain spaces for `Intl`'s thin ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const refundMailsTo = async (app: TestApp, email: string): Promise<OutboxMail[]> =>
  (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(email) && mail.subject.startsWith('Возврат'));

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`the refund mail to the buyer (${backend})`, () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    let app: TestApp;
    let coach: ApiClient;

    beforeAll(async () => {
      app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'] });
      coach = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
      const saved = await coach.request('PUT', '/api/practice/', { body: practiceDetails('self_employed') });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }, 60_000);
    afterAll(async () => {
      await app?.close();
    });

    const signedIn = async (email: string) => {
      const client = app.client();
      await registerAndSignIn(client, app.outboxDir, email);
      return client;
    };
    const buyAndPay = async (client: ApiClient, body: Record<string, unknown>) => {
      const bought = await client.post<BuyResponse>('/api/buy/', body);
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      expect((await client.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' })).status).toBe(200);
      return bought.body.data.id;
    };
    /** The one refund mail the buyer gets; a second refund asked for is refused and mails nothing more. */
    const theOneRefundMail = async (email: string, purchaseId: string) => {
      const mail = await waitForMail(app.outboxDir, (message) => message.to.includes(email) && message.subject.startsWith('Возврат'));
      expect((await coach.post(`/api/purchase/${purchaseId}/refund/`, {})).status).toBe(409);
      // Time for a second job, had one been queued, to mail.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await refundMailsTo(app, email)).toHaveLength(1);
      return { subject: plain(mail.subject), text: plain(mail.text) };
    };

    it('should mail the client once what a package refunded pro rata gives back: 6 300 ₽ of 15 750 ₽, by the means she paid with, the receipt to follow', async () => {
      const vera = await signedIn('vera@example.ru');
      const purchaseId = await buyAndPay(vera, { product: 'consultation', type: packageOfFive, amount: 15750, date: '2026-12-09 07:00' });
      for (const day of ['2026-12-10 07:00', '2026-12-11 07:00']) {
        expect(await vera.post<BuyResponse>('/api/buy/', { product: 'consultation', type: session, amount: 3500, date: day })).toMatchObject({ body: { free: true } });
      }
      clock.advance(new Date('2026-12-09T08:00:00.000Z').getTime() - clock.now().getTime());
      const own = (await vera.get<Session[]>('/api/consultation/', december)).body.find((booked) => booked.date === '2026-12-09T07:00:00.000Z')!;
      expect((await coach.post(`/api/consultation/${own.id}/outcome/`, { outcome: 'held' })).status).toBe(200);
      // Used: her own session (held) and two booked with credits; unused: 2 of 5, at 3 150 ₽ each.
      expect((await coach.get(`/api/purchase/${purchaseId}/refund/`)).body).toMatchObject({ amount: 6300, whole_amount: 15750 });
      expect((await coach.post(`/api/purchase/${purchaseId}/refund/`, {})).status).toBe(200);

      const mail = await theOneRefundMail('vera@example.ru', purchaseId);
      expect(mail.subject).toBe('Возврат 6 300 ₽: Пакет из 5 сессий, 9 декабря 2026');
      expect(mail.text).toContain('Возврат за «Пакет из 5 сессий, 9 декабря 2026» — неиспользованные сессии пакета: 6 300 ₽ из 15 750 ₽.');
      expect(mail.text).toContain('Возврат оформлен 9 декабря 2026 в 11:00 по московскому времени.');
      // The sandbox's payment is a test one: nothing real comes back.
      expect(mail.text).toContain('тестовая оплата');
      // The sandbox answers receipts only after a delay of the frozen clock: the receipt is still awaited.
      expect(mail.text).toContain('Чек возврата придёт отдельным письмом');
    });

    it('should mail a guest once what a product refund gives back: the whole sum', async () => {
      const guest = app.client();
      await guest.get('/api/csrf');
      const purchaseId = await buyAndPay(guest, { product: 'product', type: workbook, amount: 0, email: 'olga@example.ru', agreement: true, notification: false });
      expect((await coach.post(`/api/purchase/${purchaseId}/refund/`, {})).status).toBe(200);

      const mail = await theOneRefundMail('olga@example.ru', purchaseId);
      expect(mail.subject).toMatch(/^Возврат 990 ₽: /);
      expect(mail.text).toContain('990 ₽ — вся сумма оплаты.');
    });
  });
}
