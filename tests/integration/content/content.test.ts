import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/src/config/logger';
import type { Mailer, MailMessage } from '../../../server/src/adapters/mail/mailer';
import { createNewsletters } from '../../../server/src/modules/newsletters/newsletters';
import { createSubscribers } from '../../../server/src/modules/newsletters/subscribers';
import { createPurchaseStore } from '../../../server/src/modules/purchases/purchase-store';
import { newsletterSendJob } from '../../../server/src/modules/newsletters/jobs/newsletter-send';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail } from '../../support/outbox';
import { registerAndSignIn, requestCode } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';
import { checkedFetch } from '../../support/contract-answers';
import { unsubscribeLinks } from '../../../server/src/modules/newsletters/unsubscribe-tokens';

type Item = { id: number; name: string; description: string; date: string; send: boolean; file: { id: number; name: string; type: string } | null };

const pixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('articles, newsletters and unsubscribing', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  const newsletterSubscribers = () => createSubscribers({ db: app.services.db, purchases: createPurchaseStore(app.services.store), now: clock.now });
  let coach: ApiClient;
  let reader: ApiClient;

  const moscow = (offsetMs: number) => {
    const at = new Date(clock.now().getTime() + offsetMs + 3 * 3_600_000);
    return { only_date: at.toISOString().slice(0, 10), only_time: at.toISOString().slice(11, 16) };
  };
  const consenting = async (email: string) => {
    const client = app.client();
    await client.get('/api/csrf');
    const { uuid, code } = await requestCode(client, app.outboxDir, email, { registration: true, notification: true });
    await client.post('/api/token', { uuid, code });
    return client;
  };

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', now: clock.now, adminEmails: ['coach@example.ru'] });
    coach = app.client();
    reader = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    await registerAndSignIn(reader, app.outboxDir, 'reader@example.ru');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should refuse every write and the management lists to non-superusers', async () => {
    const body = { name: 'x', description: 'x', ...moscow(0) };
    for (const [method, path] of [
      ['POST', '/api/article/'],
      ['PUT', '/api/article/1/'],
      ['DELETE', '/api/article/1/'],
      ['POST', '/api/newsletter/'],
      ['PUT', '/api/newsletter/1/'],
      ['DELETE', '/api/newsletter/1/'],
      ['GET', '/api/user-article/'],
      ['GET', '/api/newsletter/'],
    ] as const) {
      const response = await reader.request<{ detail: string }>(method, path, method === 'GET' || method === 'DELETE' ? {} : { body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.detail).toBeTruthy();
    }
  });

  it('should publish an article with its picture at its publication time', async () => {
    const created = await coach.post<Item>('/api/article/', {
      name: 'Как услышать себя',
      description: 'Пять минут тишины в день.',
      ...moscow(60 * 60_000),
      file_temp: { name: 'cover.png', type: 'png', base64: pixel },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.send).toBe(false);
    expect((await reader.get<Item[]>('/api/article/')).body).toEqual([]);
    clock.advance(61 * 60_000);
    const [published] = (await reader.get<Item[]>('/api/article/')).body;
    expect(published).toMatchObject({ id: created.body.id, name: 'Как услышать себя', send: true, file: { type: 'png' } });
    const image = await checkedFetch(`${app.baseUrl}/api/article-image/${published!.file!.id}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect((await coach.get<Item[]>('/api/user-article/')).body).toHaveLength(1);
  });

  it('should keep scripts out of newsletters', async () => {
    const created = await coach.post<Item>('/api/newsletter/', {
      name: 'Проверка',
      description: '<p><strong>Жирный</strong></p><script>alert(1)</script><img src=x onerror=alert(2)>',
      ...moscow(24 * 3_600_000),
    });
    expect(created.body.description).toContain('<strong>Жирный</strong>');
    expect(created.body.description).not.toMatch(/<script|onerror/i);
    expect((await coach.request('DELETE', `/api/newsletter/${created.body.id}/`)).status).toBe(200);
  });

  it('should mail a newsletter at its time to consenting clients only, and honour an unsubscribe', async () => {
    await consenting('olga@example.ru');
    await consenting('ivan@example.ru');
    const created = await coach.post<Item>('/api/newsletter/', {
      name: 'Ноябрьские заметки',
      description: '<h2>Привет!</h2><p><strong>Главное</strong> за месяц.</p>',
      ...moscow(1000),
    });
    expect(created.status).toBe(201);
    await waitForMail(app.outboxDir, (mail) => mail.subject === 'Ноябрьские заметки' && mail.to.includes('ivan@example.ru'));
    await expect.poll(async () => (await coach.get<Item[]>('/api/newsletter/')).body.find((item) => item.id === created.body.id)?.send, { timeout: 5000 }).toBe(true);
    const issue = (await readOutbox(app.outboxDir)).filter((mail) => mail.subject === 'Ноябрьские заметки');
    expect(issue.map((mail) => mail.to).sort()).toEqual(['ivan@example.ru', 'olga@example.ru']);
    const olgasMail = issue.find((mail) => mail.to.includes('olga@example.ru'))!;
    expect(olgasMail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\/one-click\/\?uuid=[^>]+>$/);
    expect(olgasMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(olgasMail.html).toContain('<strong>Главное</strong>');

    const uuid = decodeURIComponent(/user-unsubscribe\?uuid=([^\s"&]+)/.exec(olgasMail.text)![1]!);
    const unsubscribed = await reader.get<{ message: string }>('/api/unsubscribe/', { uuid });
    expect(unsubscribed.body.message).toMatch(/отписались/);
    expect((await reader.get<{ message: string }>('/api/unsubscribe/', { uuid })).body.message).toMatch(/уже отписаны/);
    expect((await reader.get('/api/unsubscribe/', { uuid: 'forged.token' })).status).toBe(404);

    await coach.post('/api/newsletter/', { name: 'Декабрь', description: '<p>Итоги года</p>', ...moscow(1000) });
    await waitForMail(app.outboxDir, (mail) => mail.subject === 'Декабрь');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await readOutbox(app.outboxDir)).filter((mail) => mail.subject === 'Декабрь').map((mail) => mail.to)).toEqual(['ivan@example.ru']);
  });

  it('should unsubscribe by the one-click POST a mail provider sends (RFC 8058), once, and skip her in the next newsletter', async () => {
    const anya = await consenting('anya@example.ru');
    const { id: anyaId } = (await anya.get<{ id: string }>('/api/user-me/')).body;
    await coach.post('/api/newsletter/', { name: 'Январь', description: '<p>Планы</p>', ...moscow(1000) });
    const mail = await waitForMail(app.outboxDir, (message) => message.subject === 'Январь' && message.to.includes('anya@example.ru'));
    const oneClickUrl = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] as string)![1]!.replace('http://localhost:3000', app.baseUrl);
    // As Gmail posts it: no cookies, no CSRF header, the RFC's form body (multipart is allowed too).
    const postOneClick = (url: string, body: URLSearchParams | FormData = new URLSearchParams({ 'List-Unsubscribe': 'One-Click' })) =>
      checkedFetch(url, { method: 'POST', body });
    const withdrawals = async () =>
      (await app.services.store.readStream(`user-${anyaId}`)).filter((event) => event.type === 'AdvertisingConsentWithdrawn');

    const first = await postOneClick(oneClickUrl);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { message: string }).message).toMatch(/отписались/);
    expect(await withdrawals()).toMatchObject([{ data: { userId: anyaId, source: 'unsubscribe-link' } }]);

    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    const second = await postOneClick(oneClickUrl, multipart);
    expect(second.status).toBe(200);
    expect(((await second.json()) as { message: string }).message).toMatch(/уже отписаны/);
    expect(await withdrawals()).toHaveLength(1);

    const forged = await postOneClick(`${app.baseUrl}/api/unsubscribe/one-click/?uuid=forged.token`);
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { detail: string }).detail).toMatch(/Ссылка недействительна/);
    const wrongBody = await postOneClick(oneClickUrl, new URLSearchParams({ 'List-Unsubscribe': 'Yes' }));
    expect(wrongBody.status).toBe(400);
    expect(((await wrongBody.json()) as { detail: string }).detail).toMatch(/Некорректный запрос/);

    await coach.post('/api/newsletter/', { name: 'Февраль', description: '<p>Итоги</p>', ...moscow(1000) });
    await waitForMail(app.outboxDir, (message) => message.subject === 'Февраль');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await readOutbox(app.outboxDir)).filter((message) => message.subject === 'Февраль').map((message) => message.to)).not.toContain('anya@example.ru');
  });

  it('should let a rescheduled or deleted newsletter’s old send do nothing', async () => {
    const newsletters = createNewsletters(app.services.db);
    const sent: MailMessage[] = [];
    const recordingMailer: Mailer = { send: async (message) => (sent.push(message), { messageId: String(sent.length) }), close: async () => {} };
    const job = newsletterSendJob({ newsletters, subscribers: newsletterSubscribers(), mailer: recordingMailer, unsubscribeLinksOf: (recipientId) => unsubscribeLinks({ appSecret: 'x'.repeat(16), publicUrl: 'http://localhost:3000', recipientId }), publicUrl: 'http://localhost:3000', coach: async () => ({ name: 'Анна Смирнова', nameGenitive: 'Анны Смирновой' }), logger: createLogger('silent') });
    const created = await coach.post<Item>('/api/newsletter/', { name: 'Перенесённая', description: '<p>—</p>', ...moscow(3_600_000) });
    const original = (await newsletters.byId(created.body.id))!;
    // The embedded runner keeps its jobs in the `jobs` table: the old send is removed from it, not just ignored later.
    const pendingSends = async () =>
      (await app.services.db.query<{ job_id: string }>(`SELECT job_id FROM jobs WHERE name = 'newsletter-send' AND state = 'waiting' AND job_id LIKE $1`, [`newsletter-${created.body.id}-%`])).rows.map((row) => row.job_id);
    expect(await pendingSends()).toEqual([`newsletter-${created.body.id}-v${original.version}`]);
    await coach.request('PUT', `/api/newsletter/${created.body.id}/`, { body: { name: 'Перенесённая', description: '<p>—</p>', ...moscow(7_200_000) } });
    await job.process({ newsletterId: original.id, version: original.version }, { attempt: 1, jobId: 'old', now: clock.now() });
    expect(sent).toEqual([]);
    const rescheduled = (await newsletters.byId(created.body.id))!;
    expect(rescheduled.version).toBe(original.version + 1);
    expect(await pendingSends()).toEqual([`newsletter-${created.body.id}-v${rescheduled.version}`]);
    await coach.request('DELETE', `/api/newsletter/${created.body.id}/`);
    expect(await pendingSends()).toEqual([]);
    await job.process({ newsletterId: rescheduled.id, version: rescheduled.version }, { attempt: 1, jobId: 'new', now: clock.now() });
    expect(sent).toEqual([]);
  });

  it('should resume a send interrupted by a failure without mailing anyone twice', async () => {
    await consenting('masha@example.ru');
    const newsletters = createNewsletters(app.services.db);
    const newsletter = await newsletters.create({ name: 'Сбой', description: '<p>Тест</p>', at: clock.now(), image: { kind: 'keep' }, advertisement: null }, clock.now());
    const delivered: MailMessage[] = [];
    let failNext = 2;
    const flakyMailer: Mailer = {
      async send(message) {
        if (--failNext === 0) throw new Error('SMTP connection lost');
        delivered.push(message);
        return { messageId: String(delivered.length) };
      },
      async close() {},
    };
    const job = newsletterSendJob({ newsletters, subscribers: newsletterSubscribers(), mailer: flakyMailer, unsubscribeLinksOf: (recipientId) => unsubscribeLinks({ appSecret: 'development-secret-not-for-production', publicUrl: 'http://localhost:3000', recipientId }), publicUrl: 'http://localhost:3000', coach: async () => ({ name: 'Анна Смирнова', nameGenitive: 'Анны Смирновой' }), logger: createLogger('silent'), batchSize: 2 });
    await expect(job.process({ newsletterId: newsletter.id, version: newsletter.version }, { attempt: 1, jobId: 'j', now: clock.now() })).rejects.toThrow('SMTP connection lost');
    await job.process({ newsletterId: newsletter.id, version: newsletter.version }, { attempt: 2, jobId: 'j', now: clock.now() });
    const recipients = delivered.map((message) => message.to).sort();
    expect(recipients).toEqual([...new Set(recipients)]);
    expect(recipients).toEqual(['ivan@example.ru', 'masha@example.ru']);
    expect((await newsletters.byId(newsletter.id))?.status).toBe('sent');
  });
});
