import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { buyAndPay, startBackOfficeApp } from '../../support/back-office-app';
import type { TestApp } from '../../support/test-app';

type Movement = { id: string; purchase_id: string; status: 'paid' | 'refunded'; type: 'consultation' | 'package' | 'product'; at: string; amount: number; buyer: string | null };
type Page = { items: Movement[]; total: number; page: number; page_size: number };

describe('the back office lists payments and refunds and exports them for the accountant', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;
  let stranger: ApiClient;
  const bought: Record<'consultation' | 'package' | 'product', string> = { consultation: '', package: '', product: '' };

  const list = async (query: Record<string, string | number> = {}) => {
    let page: Page | undefined;
    // The list reads the journal's copy of the events, which follows them a moment later.
    await expect.poll(async () => (page = (await coach.get<Page>('/api/admin/payments/', query)).body).total, { timeout: 10_000 }).toBeGreaterThan(0);
    return page!;
  };

  beforeAll(async () => {
    ({ app, coach, anna, stranger } = await startBackOfficeApp({ now: clock.now }));
    bought.consultation = await buyAndPay(anna, { product: 'consultation', type: 1, amount: 3500, date: '2026-12-02 07:00' });
    bought.package = await buyAndPay(anna, { product: 'consultation', type: 2, amount: 15750, date: '2026-12-03 07:00' });
    bought.product = await buyAndPay(anna, { product: 'product', type: 2, amount: 1 });
    expect((await coach.post(`/api/purchase/${bought.consultation}/refund/`, {})).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should be the coach’s only (403 for a client, 401 for a stranger)', async () => {
    expect((await anna.get('/api/admin/payments/')).status).toBe(403);
    expect((await anna.raw('GET', '/api/admin/payments/export/')).status).toBe(403);
    expect((await stranger.get('/api/admin/payments/')).status).toBe(401);
    expect((await stranger.raw('GET', '/api/admin/payments/export/')).status).toBe(401);
  });

  it('should list payments and refunds newest first, each with what was paid for', async () => {
    let page: Page | undefined;
    await expect.poll(async () => (page = (await coach.get<Page>('/api/admin/payments/')).body).total, { timeout: 10_000 }).toBe(4);
    expect(page!.items.map(({ purchase_id, status, type, amount }) => ({ purchase_id, status, type, amount }))).toEqual([
      { purchase_id: bought.consultation, status: 'refunded', type: 'consultation', amount: 3500 },
      { purchase_id: bought.product, status: 'paid', type: 'product', amount: expect.any(Number) },
      { purchase_id: bought.package, status: 'paid', type: 'package', amount: 15750 },
      { purchase_id: bought.consultation, status: 'paid', type: 'consultation', amount: 3500 },
    ]);
    expect(page!.items.every((item) => item.buyer === 'anna@example.ru')).toBe(true);
  });

  it('should filter by type, status and month, and page', async () => {
    expect((await list({ type: 'package' })).items.map((item) => item.purchase_id)).toEqual([bought.package]);
    expect((await list({ status: 'refunded' })).items.map((item) => item.purchase_id)).toEqual([bought.consultation]);
    expect((await list({ type: 'consultation', status: 'paid' })).total).toBe(1);
    const { items } = await list();
    const month = DateTime.fromISO(items[0]!.at, { zone: 'Europe/Moscow' }).toFormat('yyyy-MM');
    expect((await list({ month })).total).toBe(4);
    expect((await coach.get<Page>('/api/admin/payments/', { month: '2020-01' })).body).toEqual({ items: [], total: 0, page: 1, page_size: 50 });
    const second = (await coach.get<Page>('/api/admin/payments/', { page: 2, page_size: 3 })).body;
    expect(second).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(second.items.map((item) => item.id)).toEqual([items[3]!.id]);
    const bad = await coach.get<{ detail: string }>('/api/admin/payments/', { month: '2026-13' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/month/);
  });

  it('should export the same movements as a CSV Russian Excel opens', async () => {
    await list();
    const exported = await coach.raw('GET', '/api/admin/payments/export/', { query: { type: 'consultation' } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="payments-all\.csv"/);
    expect(exported.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = exported.text.split('\r\n');
    expect(lines[0]).toBe('Дата и время (МСК);Операция;Что оплачено;Описание;Сумма, ₽;Покупатель;Способ оплаты;Номер покупки');
    expect(lines.slice(1, -1).map((line) => line.split(';').slice(1, 3).concat(line.split(';')[4]!))).toEqual([
      ['Оплата', 'Консультация', '3500,00'],
      ['Возврат', 'Консультация', '-3500,00'],
    ]);
    expect(lines[1]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d;/);
    expect(lines[1]).toContain(`;anna@example.ru;тестовая оплата;${bought.consultation}`);
  });
});
