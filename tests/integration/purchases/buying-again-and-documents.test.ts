import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail } from '../../support/outbox';
import { payInSandbox, startBackOfficeApp } from '../../support/back-office-app';
import { registerAndSignIn } from '../../support/sign-in';
import type { TestApp } from '../../support/test-app';
import { checkedFetch } from '../../support/contract-answers';

type BuyResponse = { result: boolean; free: boolean; message?: string; data: { token: string | null; id: string } };
type AuditEvent = { type: string; stream: string; data: { documents?: Array<{ document: string; version: string; accepted: boolean }> } };

const workbook = 2; // a seeded paid product
const linkIn = (text: string) => /(http:\/\/\S+\/api\/download\/\S+\/)/.exec(text)?.[1];

describe('what a purchase records and buying the same product again', () => {
  // 23:30 in Moscow on the 22nd is the 23rd there: the export is named by the Moscow day.
  const clock = createTestClock(new Date('2026-11-22T21:30:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;
  let stranger: ApiClient;

  const mailsTo = async (address: string) => (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(address));

  async function guestBuys(client: ApiClient, email: string, type = workbook, notification = false) {
    const response = await client.post<BuyResponse>('/api/buy/', { product: 'product', type, amount: 0, email, agreement: true, notification });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  }

  beforeAll(async () => {
    ({ app, coach, anna, stranger } = await startBackOfficeApp({ now: clock.now }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should record the documents a client was shown with her purchase, never the advertising consent', async () => {
    const bought = await anna.post<BuyResponse>('/api/buy/', { product: 'product', type: workbook, amount: 0 });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const [started] = await app.services.store.readStream(`purchase-${bought.body.data.id}`);
    expect(started?.data).toMatchObject({
      documents: [
        { document: '/user-offer', version: '2026-11-28', accepted: true },
        { document: '/user-policy-agreement', version: '2026-11-01', accepted: false },
        // Her consent to the payment service, ticked with this first paid purchase (`purchases/payment-consent.ts`).
        { document: '/user-payment-provider', version: '2026-12-03', accepted: true },
      ],
    });
    await payInSandbox(anna, bought.body);
    const purchased = await anna.get<Array<{ type: { id: number }; payment_info: { method: string | null; receipt: unknown } }>>('/api/user-product/');
    // The sandbox has no fiscal register: the method says so and no receipt is shown.
    expect(purchased.body.find((item) => item.type.id === workbook)?.payment_info).toMatchObject({ method: 'sandbox', receipt: null });
    const audit = await coach.get<AuditEvent[]>('/api/audit/events/', { q: bought.body.data.id });
    const recorded = audit.body.find((event) => event.type === 'PurchaseStarted');
    expect(recorded?.data.documents?.map((shown) => shown.document)).toEqual(['/user-offer', '/user-policy-agreement', '/user-payment-provider']);
  });

  it("should record a guest's documents with the advertising consent accepted only when she ticked it", async () => {
    const without = await guestBuys(stranger, 'olga@example.ru', 1, false);
    const withConsent = await guestBuys(stranger, 'vera@example.ru', 1, true);
    const documentsOf = async (purchaseId: string) => (await app.services.store.readStream(`purchase-${purchaseId}`))[0]?.data;
    expect(await documentsOf(without.data.id)).toMatchObject({
      documents: [
        { document: '/user-offer', accepted: true },
        { document: '/user-policy-agreement', accepted: false },
        { document: '/user-personal-data', accepted: true },
        { document: '/user-notification', accepted: false },
      ],
    });
    expect(await documentsOf(withConsent.data.id)).toMatchObject({ documents: expect.arrayContaining([{ document: '/user-notification', version: '2026-11-01', accepted: true }]) });
  });

  it('should refuse a signed-in client a second payment for a product she has', async () => {
    const again = await anna.post<{ detail: string }>('/api/buy/', { product: 'product', type: workbook, amount: 0 });
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/уже есть.*«Продукты»/);
  });

  it('should count a product she bought as a guest with her address as hers', async () => {
    const boughtAsGuest = await guestBuys(stranger, 'maria@example.ru', 3);
    await payInSandbox(stranger, boughtAsGuest);
    const maria = app.client();
    await registerAndSignIn(maria, app.outboxDir, 'maria@example.ru');
    expect((await maria.post('/api/buy/', { product: 'product', type: 3, amount: 0 })).status).toBe(409);
  });

  it('should mail a guest whose address already bought the product a link instead of taking money, and tell the page only that a link was mailed', async () => {
    const first = await guestBuys(stranger, 'nina@example.ru');
    await payInSandbox(stranger, first);
    await waitForMail(app.outboxDir, (mail) => mail.to.includes('nina@example.ru') && /Оплата получена/.test(mail.subject));

    const again = await guestBuys(stranger, 'Nina@Example.ru');
    expect(again).toMatchObject({ result: true, free: true, data: { token: null } });
    expect(again.message).toMatch(/Ссылка для скачивания отправлена на вашу почту/);
    const told = await waitForMail(app.outboxDir, (mail) => mail.to.includes('nina@example.ru') && /уже куплен/.test(mail.subject));
    expect(told.text).toMatch(/платить ещё раз не нужно/);
    const link = linkIn(told.text);
    expect(link).toBeTruthy();
    const file = await checkedFetch(link!.replace(/^http:\/\/[^/]+/, app.baseUrl));
    expect(file.status).toBe(200);
    // No second purchase was started for her address.
    const purchases = await app.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM purchases WHERE email = 'nina@example.ru'`);
    expect(purchases.rows[0]?.n).toBe(1);
    // A second try the same day sends no second letter: a stranger cannot flood her mailbox.
    await guestBuys(stranger, 'nina@example.ru');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mailsTo('nina@example.ru')).filter((mail) => /уже куплен/.test(mail.subject))).toHaveLength(1);
  });

  it('should let anyone take the free guide again, with a new letter each time', async () => {
    await guestBuys(stranger, 'guide@example.ru', 1);
    await waitForMail(app.outboxDir, (mail) => mail.to.includes('guide@example.ru'));
    const again = await guestBuys(stranger, 'guide@example.ru', 1);
    expect(again.free).toBe(true);
    await expect.poll(async () => (await mailsTo('guide@example.ru')).length, { timeout: 20_000 }).toBe(2);
    const taken = await anna.post<BuyResponse>('/api/buy/', { product: 'product', type: 1, amount: 0 });
    const takenAgain = await anna.post<BuyResponse>('/api/buy/', { product: 'product', type: 1, amount: 0 });
    expect([taken.status, takenAgain.status]).toEqual([200, 200]);
  });

  it('should name the data export by the Moscow day', async () => {
    const requested = await anna.post<{ export: { id: string } }>('/api/setting/export/', {});
    const id = requested.body.export.id;
    await expect.poll(async () => (await anna.get<{ export: { status: string } }>('/api/setting/export/')).body.export.status, { timeout: 15_000 }).toBe('ready');
    const file = await anna.get(`/api/setting/export/${id}/download/`);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="my-data-2026-11-23.json"; filename*=UTF-8''my-data-2026-11-23.json`);
  });
});
