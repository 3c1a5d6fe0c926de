import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail } from '../../support/outbox';
import { startBackOfficeApp } from '../../support/back-office-app';
import { requestCode } from '../../support/sign-in';
import type { TestApp } from '../../support/test-app';

const draft = { name: 'Ноябрьские новости', description: '<p>Привет!</p><script>alert(1)</script>' };

describe('the coach checks a newsletter before it goes out', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;
  let guest: ApiClient;

  const recipients = async () => (await coach.get<{ count: number }>('/api/newsletter/recipients/')).body.count;

  beforeAll(async () => {
    ({ app, coach, anna, stranger: guest } = await startBackOfficeApp({ now: clock.now }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should count the subscribers a newsletter would reach now: consenting clients and guests', async () => {
    const before = await recipients();
    const olga = app.client();
    await olga.get('/api/csrf');
    const { uuid, code } = await requestCode(olga, app.outboxDir, 'olga@example.ru', { registration: true, notification: true });
    expect((await olga.post('/api/token', { uuid, code })).status).toBe(200);
    await guest.post('/api/buy/', { product: 'product', type: 1, amount: 0, email: 'vera@example.ru', agreement: true, notification: true });
    await guest.post('/api/buy/', { product: 'product', type: 1, amount: 0, email: 'nina@example.ru', agreement: true, notification: false });
    await expect.poll(recipients, { timeout: 10_000 }).toBe(before + 2);
  });

  it('should preview the mail as the sending job renders it, sanitised', async () => {
    const preview = await coach.post<{ subject: string; html: string }>('/api/newsletter/preview/', draft);
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe('Ноябрьские новости');
    expect(preview.body.html).toMatch(/<!doctype html>/i);
    expect(preview.body.html).toContain('<p>Привет!</p>');
    expect(preview.body.html).toContain('Отписаться');
    expect(preview.body.html).not.toContain('<script');
  });

  it('should mail a test copy to the coach only', async () => {
    const sent = await coach.post<{ message: string }>('/api/newsletter/test-send/', draft);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Проверочное письмо отправлено на coach@example.ru.');
    const mail = await waitForMail(app.outboxDir, (message) => message.subject === '[Проверка] Ноябрьские новости');
    expect(mail.to).toBe('coach@example.ru');
    expect(mail.html).toContain('<p>Привет!</p>');
    // Sign-in mails of the set-up may still be arriving: count only the test copies.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const copies = (await readOutbox(app.outboxDir)).filter((message) => message.subject === '[Проверка] Ноябрьские новости');
    expect(copies.map((message) => message.to)).toEqual(['coach@example.ru']);
  });

  it('should refuse an empty text, and keep these tools the coach’s (403 for a client, 401 for a stranger)', async () => {
    const empty = await coach.post<{ detail: string }>('/api/newsletter/test-send/', { name: 'x', description: '<script>x</script>' });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe('Добавьте текст рассылки.');
    expect((await anna.get('/api/newsletter/recipients/')).status).toBe(403);
    expect((await anna.post('/api/newsletter/preview/', draft)).status).toBe(403);
    expect((await anna.post('/api/newsletter/test-send/', draft)).status).toBe(403);
    expect((await guest.get('/api/newsletter/recipients/')).status).toBe(401);
    expect((await guest.post('/api/newsletter/test-send/', draft)).status).toBe(401);
  });
});
