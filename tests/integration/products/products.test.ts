import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { startBackOfficeApp } from '../../support/back-office-app';
import { createTestClock } from '../../support/clock';
import { waitForMail } from '../../support/outbox';
import { registerAndSignIn } from '../../support/sign-in';
import type { TestApp } from '../../support/test-app';
import { checkedFetch } from '../../support/contract-answers';

type BuyResponse = { result: boolean; free: boolean; data: { token: string | null; id: string } };
type ProductType = { id: number; name: string; description: string; amount: number };

const linkIn = (text: string) => /(http:\/\/\S+\/api\/download\/\S+\/)/.exec(text)?.[1];

describe('digital products, guest purchases and downloads', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;
  let boris: ApiClient;
  let guest: ApiClient;
  let workbookId: number;

  /** Fetches a mailed link from this test's server (the mail names the public URL). */
  const download = (link: string) => checkedFetch(link.replace(/^http:\/\/[^/]+/, app.baseUrl));

  beforeAll(async () => {
    ({ app, coach, anna, stranger: guest } = await startBackOfficeApp({ now: clock.now }));
    boris = app.client();
    await registerAndSignIn(boris, app.outboxDir, 'boris@example.ru');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should let a guest take the free guide and download a real PDF by the mailed link', async () => {
    const taken = await guest.post<BuyResponse>('/api/buy/', { product: 'product', type: 1, amount: 0, email: 'Guest@Example.ru', agreement: true, notification: true });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({ result: true, free: true });
    const mail = await waitForMail(app.outboxDir, (message) => message.to.includes('guest@example.ru'));
    expect(mail.subject).toMatch(/5 шагов к поиску своего призвания/);
    const link = linkIn(mail.text);
    expect(link).toBeTruthy();
    const file = await download(link!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/attachment/);
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const events = await app.services.store.readStream(`purchase-${taken.body.data.id}`);
    expect(events.map((event) => event.type)).toEqual(['PurchaseStarted', 'GuestConsentsGiven', 'FreePurchaseCompleted']);
    expect(events[1]?.data).toMatchObject({ email: 'guest@example.ru', personalData: { document: '/user-personal-data' }, advertising: { document: '/user-notification' } });
  });

  it('should refuse a guest purchase without consent or with a malformed address', async () => {
    const noConsent = await guest.post<{ detail: string }>('/api/buy/', { product: 'product', type: 1, email: 'x@example.ru', agreement: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.detail).toMatch(/согласие/);
    const badEmail = await guest.post<{ detail: string }>('/api/buy/', { product: 'product', type: 1, email: 'not-an-address', agreement: true });
    expect(badEmail.status).toBe(400);
  });

  it('should stop a mailed link working after 7 days', async () => {
    const mail = await waitForMail(app.outboxDir, (message) => message.to.includes('guest@example.ru'));
    clock.advance(8 * 86_400_000);
    const expired = await download(linkIn(mail.text)!);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { detail: string }).detail).toMatch(/истёк/);
  });

  it('should keep scripts and event handlers out of product descriptions', async () => {
    const created = await coach.post<ProductType>('/api/product/', {
      name: 'Рабочая тетрадь',
      icon: 'book',
      description: '<p onmouseover="steal()">Описание</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      amount: 990,
      file_temp: { name: 'workbook.pdf', type: 'pdf', base64: Buffer.from('%PDF-1.4 workbook').toString('base64') },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    workbookId = created.body.id;
    const listed = (await guest.get<ProductType[]>('/api/dictionary/productType/')).body.find((product) => product.id === workbookId);
    expect(listed?.description).toContain('<p>Описание</p>');
    expect(listed?.description).not.toMatch(/<script|onerror|onmouseover/i);
  });

  it('should let only the coach manage products', async () => {
    const change = { name: 'x', icon: 'x', description: 'x', amount: 1 };
    expect((await anna.post('/api/product/', change)).status).toBe(403);
    expect((await anna.request('PUT', `/api/product/${workbookId}/`, { body: change })).status).toBe(403);
    expect((await anna.request('DELETE', `/api/product/${workbookId}/`)).status).toBe(403);
    expect((await anna.get('/api/product/')).status).toBe(403);
  });

  it('should sell a paid product to a client and let only her download it', async () => {
    const bought = await anna.post<BuyResponse>('/api/buy/', { product: 'product', type: workbookId, amount: 1 });
    expect(bought.body.free).toBe(false);
    await anna.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' });
    expect((await anna.get<{ result: boolean }>('/api/buySuccessId/', { id: bought.body.data.id })).body.result).toBe(true);
    const purchased = await anna.get<Array<{ id: string; type: { id: number; name: string }; payment_info: { amount: number } }>>('/api/user-product/');
    expect(purchased.body).toEqual([expect.objectContaining({ id: bought.body.data.id, type: { id: workbookId, name: 'Рабочая тетрадь' }, payment_info: expect.objectContaining({ amount: 990 }) })]);
    const file = await anna.get<{ result: boolean; file: string; name: string; type: string }>('/api/download-file/', { payment_id: bought.body.data.id, type_id: workbookId });
    expect(file.body).toMatchObject({ result: true, name: 'workbook', type: 'pdf' });
    expect(Buffer.from(file.body.file, 'base64').toString()).toBe('%PDF-1.4 workbook');

    expect((await boris.get('/api/download-file/', { payment_id: bought.body.data.id, type_id: workbookId })).status).toBe(404);
    expect((await guest.get('/api/download-file/', { payment_id: bought.body.data.id, type_id: workbookId })).status).toBe(403);
    expect((await boris.get<unknown[]>('/api/user-product/')).body).toEqual([]);
  });

  it('should sell a paid product to a guest and mail her the file link', async () => {
    const bought = await guest.post<BuyResponse>('/api/buy/', { product: 'product', type: workbookId, email: 'reader@example.ru', agreement: true });
    expect(bought.body.free).toBe(false);
    await guest.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' });
    await guest.get('/api/buySuccessId/', { id: bought.body.data.id });
    const mail = await waitForMail(app.outboxDir, (message) => message.to.includes('reader@example.ru'));
    const file = await download(linkIn(mail.text)!);
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('%PDF-1.4 workbook');
  });

  it('should keep a refunded purchase listed as refunded, with its date, and refuse its download in words', async () => {
    const [purchase] = (await anna.get<Array<{ id: string; refunded_at: string | null }>>('/api/user-product/')).body;
    expect(purchase?.refunded_at).toBeNull();
    const soldBefore = (await coach.get<Array<{ id: number; sold: number }>>('/api/product/')).body.find((product) => product.id === workbookId)?.sold;
    expect((await coach.post(`/api/purchase/${purchase!.id}/refund/`, {})).status).toBe(200);

    const after = await anna.get<Array<{ id: string; type: { id: number }; refunded_at: string | null }>>('/api/user-product/');
    expect(after.body).toEqual([expect.objectContaining({ id: purchase!.id, type: expect.objectContaining({ id: workbookId }), refunded_at: clock.now().toISOString() })]);
    const refused = await anna.get<{ detail: string }>('/api/download-file/', { payment_id: purchase!.id, type_id: workbookId });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(`Покупка возвращена 30.11.2026: файл больше недоступен.`);
    const sold = (await coach.get<Array<{ id: number; sold: number }>>('/api/product/')).body.find((product) => product.id === workbookId)?.sold;
    expect(sold).toBe(soldBefore! - 1);
  });

  it('should refuse the mailed link of a refunded guest purchase in words', async () => {
    const mail = await waitForMail(app.outboxDir, (message) => message.to.includes('reader@example.ru'));
    const purchaseId = (await app.services.db.query<{ id: string }>(`SELECT id FROM purchases WHERE email = 'reader@example.ru'`)).rows[0]!.id;
    expect((await coach.post(`/api/purchase/${purchaseId}/refund/`, {})).status).toBe(200);
    const refused = await download(linkIn(mail.text)!);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/^Покупка возвращена \d{2}\.\d{2}\.\d{4}: файл больше недоступен\.$/);
  });
});
