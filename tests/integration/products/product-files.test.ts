import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginSessionPolicy } from '../../../server/src/modules/auth/login-sessions';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { startBackOfficeApp } from '../../support/back-office-app';
import type { TestApp } from '../../support/test-app';

type Version = { id: number; name: string; type: string; size: number; current: boolean; downloads: number };
type Product = { id: number; name: string; amount: number; on_sale: boolean; file: { id: number; name: string; type: string } | null; sold: number; downloads: number; versions: Version[] };
type Problem = { detail: string };
type JournalEntry = { type: string; title: string; summary: string };

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`);
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe('the coach manages products and their files in the back office', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;
  let stranger: ApiClient;
  let productId: number;

  const upload = (client: ApiClient, id: number, name: string, content: Buffer) =>
    client.raw('POST', `/api/product/${id}/file/`, { query: { name }, body: { content, type: 'application/octet-stream' } });
  /**
   * The same session on a connection of its own: a 50 MB body cannot be retried, so it must not
   * meet a kept-alive socket the server is closing for idleness at that moment (ECONNRESET).
   */
  const onFreshConnection = (client: ApiClient) => {
    const fresh = app.client({ clientIp: '127.0.0.1' });
    for (const name of [loginSessionPolicy.cookieName, 'csrftoken']) fresh.setCookie(name, client.cookie(name)!);
    return fresh;
  };
  const storedFiles = async () => Number((await app.services.db.query<{ n: string }>(`SELECT count(*) AS n FROM product_files`)).rows[0]!.n);
  const product = async () => (await coach.get<Product[]>('/api/product/')).body.find((item) => item.id === productId)!;

  beforeAll(async () => {
    ({ app, coach, anna, stranger } = await startBackOfficeApp({ now: clock.now }));
    const created = await coach.post<Product>('/api/product/', { name: 'Тетрадь «Колесо баланса»', icon: 'wheel', description: '<p>Тетрадь</p>', amount: 990 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    productId = created.body.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should refuse a file over 50 MB with a Russian detail and store nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.alloc(50 * 1024 * 1024 + 1);
    pdf('big').copy(big);
    const refused = await upload(onFreshConnection(coach), productId, 'big.pdf', big);
    expect(refused.status).toBe(400);
    expect((JSON.parse(refused.text) as Problem).detail).toBe('Файл больше 50 МБ: загрузите файл поменьше.');
    expect(await storedFiles()).toBe(before);
  });

  it('should refuse a file whose bytes are not PDF, EPUB or ZIP, whatever its name, and store nothing', async () => {
    const before = await storedFiles();
    const png = Buffer.from('\x89PNG\r\n\x1a\n0000', 'latin1');
    const refused = await upload(coach, productId, 'guide.pdf', png);
    expect(refused.status).toBe(400);
    expect((JSON.parse(refused.text) as Problem).detail).toMatch(/не PDF, не EPUB и не ZIP/);
    const viaJson = await coach.request<Problem>('PUT', `/api/product/${productId}/`, {
      body: { name: 'Тетрадь «Колесо баланса»', icon: 'wheel', description: '<p>Тетрадь</p>', amount: 990, file_temp: { name: 'x', type: 'pdf', base64: png.toString('base64') } },
    });
    expect(viaJson.status).toBe(400);
    expect(await storedFiles()).toBe(before);
  });

  it('should let only the coach create, change, withdraw and upload (403 for a client, 401 for a stranger)', async () => {
    const change = { name: 'x', icon: 'x', description: '<p>x</p>', amount: 1 };
    for (const [client, status] of [
      [anna, 403],
      [stranger, 401],
    ] as const) {
      expect((await client.get('/api/product/')).status).toBe(status);
      expect((await client.post('/api/product/', change)).status).toBe(status);
      expect((await client.request('PUT', `/api/product/${productId}/`, { body: change })).status).toBe(status);
      expect((await client.request('DELETE', `/api/product/${productId}/`)).status).toBe(status);
      expect((await upload(client, productId, 'x.pdf', pdf('x'))).status).toBe(status);
    }
  });

  it('should keep every version, give buyers the latest and count sales and downloads', async () => {
    const first = pdf('first edition');
    expect((await upload(coach, productId, 'koleso.pdf', first)).status).toBe(200);
    const bought = await anna.post<{ data: { id: string; token: string } }>('/api/buy/', { product: 'product', type: productId, amount: 990 });
    await anna.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' });
    expect((await anna.get<{ result: boolean }>('/api/buySuccessId/', { id: bought.body.data.id })).body.result).toBe(true);
    const download = async () =>
      Buffer.from((await anna.get<{ file: string }>('/api/download-file/', { payment_id: bought.body.data.id, type_id: productId })).body.file, 'base64');
    expect(sha256(await download())).toBe(sha256(first));

    const second = pdf('second edition, corrected');
    const replaced = await upload(coach, productId, 'koleso-2.pdf', second);
    expect(replaced.status).toBe(200);
    expect(sha256(await download())).toBe(sha256(second));

    const listed = await product();
    expect(listed).toMatchObject({ sold: 1, downloads: 2, file: { name: 'koleso-2', type: 'pdf' } });
    expect(listed.versions.map(({ name, current, downloads, size }) => ({ name, current, downloads, size }))).toEqual([
      { name: 'koleso-2', current: true, downloads: 1, size: second.length },
      { name: 'koleso', current: false, downloads: 1, size: first.length },
    ]);
  });

  it('should record every change as an event the Журнал shows in Russian, with the old and new values', async () => {
    const changed = await coach.request('PUT', `/api/product/${productId}/`, { body: { name: 'Тетрадь «Колесо баланса»', icon: 'wheel', description: '<p>Тетрадь</p>', amount: 1490 } });
    expect(changed.status).toBe(200);
    expect((await coach.request('DELETE', `/api/product/${productId}/`)).status).toBe(200);
    const events = await app.services.store.readStream(`product-type-${productId}`);
    expect(events.map((event) => event.type)).toEqual(['ProductTypeCreated', 'ProductFileUploaded', 'ProductFileUploaded', 'ProductTypeChanged', 'ProductTypeWithdrawn']);
    expect(events[2]?.data).toMatchObject({ replacedFileId: expect.any(Number), file: { name: 'koleso-2', extension: 'pdf' } });
    expect(events[3]?.data).toMatchObject({ before: { priceKopecks: 99_000 }, after: { priceKopecks: 149_000 }, descriptionChanged: false });
    const coachId = (await coach.get<{ id: string }>('/api/user-me/')).body.id;
    expect(events.every((event) => event.metadata.actor === coachId)).toBe(true);
    let journal: JournalEntry[] = [];
    await expect
      .poll(async () => (journal = (await coach.get<JournalEntry[]>('/api/audit/events/', { q: `product-type-${productId}` })).body).length, { timeout: 10_000 })
      .toBe(5);
    expect(journal.map((entry) => entry.title)).toEqual(['Продукт снят с продажи', 'Продукт изменён', 'Файл продукта загружен', 'Файл продукта загружен', 'Продукт добавлен']);
    expect(journal[1]?.summary).toMatch(/^было: Тетрадь «Колесо баланса», 990 ₽; стало: Тетрадь «Колесо баланса», 1\s490 ₽$/);
  });

  it('should put a withdrawn product back on sale as an event the Журнал shows in Russian', async () => {
    expect(await product()).toMatchObject({ on_sale: false, sold: 1, file: { name: 'koleso-2' } });
    const onLanding = async () => (await stranger.get<Array<{ id: number }>>('/api/dictionary/productType/')).body.some((item) => item.id === productId);
    expect(await onLanding()).toBe(false);
    expect((await anna.post(`/api/product/${productId}/restore/`, {})).status).toBe(403);
    expect((await stranger.post(`/api/product/${productId}/restore/`, {})).status).toBe(401);

    const restored = await coach.post<Product>(`/api/product/${productId}/restore/`, {});
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ id: productId, on_sale: true, amount: 1490, sold: 1, file: { name: 'koleso-2', type: 'pdf' } });
    expect(await product()).toMatchObject({ on_sale: true });
    expect(await onLanding()).toBe(true);
    const again = await coach.post<Problem>(`/api/product/${productId}/restore/`, {});
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('Среди снятых с продажи такого продукта нет.');

    const events = await app.services.store.readStream(`product-type-${productId}`);
    expect(events.at(-1)).toMatchObject({ type: 'ProductTypeRestored', data: { productTypeId: productId, name: 'Тетрадь «Колесо баланса»' } });
    let journal: JournalEntry[] = [];
    await expect
      .poll(async () => (journal = (await coach.get<JournalEntry[]>('/api/audit/events/', { q: `product-type-${productId}` })).body).length, { timeout: 10_000 })
      .toBe(6);
    expect(journal[0]).toMatchObject({ type: 'ProductTypeRestored', title: 'Продукт возвращён в продажу', summary: 'Тетрадь «Колесо баланса»' });
  });
});
