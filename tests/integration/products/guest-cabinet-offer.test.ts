import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { startBackOfficeApp } from '../../support/back-office-app';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail } from '../../support/outbox';
import type { TestApp } from '../../support/test-app';

const freeGuide = (email?: string) => ({ product: 'product', type: 1, amount: 0, ...(email ? { email, agreement: true } : {}) });
const cabinetLine = /Все записи и итоги сессий — в личном кабинете: http:\/\/\S+\/lk$/m;

describe('where a purchase mail sends the buyer', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let anna: ApiClient;
  let guest: ApiClient;

  beforeAll(async () => {
    ({ app, anna, stranger: guest } = await startBackOfficeApp({ now: clock.now }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should offer a guest without an account to create one with her address, not a cabinet she does not have', async () => {
    expect((await guest.post('/api/buy/', freeGuide('Vera@Example.ru'))).status).toBe(200);
    const mail = await waitForMail(app.outboxDir, (message) => message.to.includes('vera@example.ru'));
    expect(mail.text).not.toMatch(cabinetLine);
    expect(mail.text).toMatch(/Создайте личный кабинет с адресом vera@example\.ru: .* Регистрация: http:\/\/\S+\/login\?tab=registration&email=vera%40example\.ru$/m);
    expect(mail.html).toContain('/login?tab=registration&amp;email=vera%40example.ru');
  });

  it('should send a client to her cabinet, and a guest whose address has an account too', async () => {
    expect((await anna.post('/api/buy/', freeGuide())).status).toBe(200);
    const signedIn = await waitForMail(app.outboxDir, (message) => message.to.includes('anna@example.ru') && /подарок/i.test(message.subject));
    expect(signedIn.text).toMatch(cabinetLine);
    expect(signedIn.text).not.toContain('tab=registration');

    const earlier = new Set((await readOutbox(app.outboxDir)).map((message) => message.file));
    expect((await guest.post('/api/buy/', freeGuide('anna@example.ru'))).status).toBe(200);
    const asGuest = await waitForMail(app.outboxDir, (message) => !earlier.has(message.file) && message.to.includes('anna@example.ru') && /подарок/i.test(message.subject));
    expect(asGuest.text).toMatch(cabinetLine);
    expect(asGuest.text).not.toContain('tab=registration');
  });
});
