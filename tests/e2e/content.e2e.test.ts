import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createTestClock } from '../support/clock';
import { readOutbox, waitForMail } from '../support/outbox';
import { requestCode } from '../support/sign-in';
import type { TestApp } from '../support/test-app';
import { launchChromium, newRussianContext } from './support/browser';
import { startE2eApp } from './support/e2e-app';
import { signInThroughUi } from './support/sign-in-ui';

const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('articles and newsletters in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  const seenMail = new Set<string>();
  // The app and its jobs run on this clock: the test moves it to the scheduled time instead of waiting for it.
  const clock = createTestClock();

  beforeAll(async () => {
    app = await startE2eApp({ adminEmails: ['coach@example.ru'], now: clock.now, jobsFollowNow: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('should publish an article at its time and mail a newsletter to consenting clients only, honouring an unsubscribe', { timeout: 300_000 }, async () => {
    // Clients: two agreed to the mailing at registration, one did not.
    for (const email of ['olga@example.ru', 'ivan@example.ru', 'quiet@example.ru']) {
      const client = app.client();
      await client.get('/api/csrf');
      const { uuid, code } = await requestCode(client, app.outboxDir, email, { registration: true, notification: email !== 'quiet@example.ru', seen: seenMail });
      expect((await client.post('/api/token', { uuid, code })).status).toBe(200);
    }

    const context = await newRussianContext(browser, app.baseUrl);
    const page = await context.newPage();
    await signInThroughUi(page, app, 'coach@example.ru', { register: true, seenMail });
    await page.waitForURL((url) => url.pathname === '/lk');
    // Two minutes ahead (the form has minute precision), Moscow time.
    const at = DateTime.fromJSDate(clock.now()).setZone('Europe/Moscow').plus({ minutes: 2 }).startOf('minute');
    const fillSchedule = async (dialog: ReturnType<typeof page.getByRole>, dateLabel: string, timeLabel: string) => {
      await dialog.getByLabel(dateLabel).fill(at.toFormat('yyyy-MM-dd'));
      await dialog.getByLabel(timeLabel).fill(at.toFormat('HH:mm'));
    };

    await page.goto('/lk/article');
    await page.getByRole('button', { name: 'Создать статью' }).click();
    const article = page.getByRole('dialog', { name: 'Новая статья' });
    await article.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pixel });
    await article.getByRole('textbox', { name: 'Заголовок' }).fill('Пять минут тишины');
    await article.getByRole('textbox', { name: 'Текст статьи' }).fill('Каждый день по пять минут без телефона: так начинается разговор с собой.');
    await fillSchedule(article, 'Дата публикации', 'Время публикации');
    await article.getByRole('button', { name: /^(Отправить|Сохранить)$/ }).click();
    await article.waitFor({ state: 'hidden' });
    await page.getByRole('alert').filter({ hasText: 'Статья сохранена.' }).waitFor();

    await page.goto('/lk/news-letter');
    await page.getByRole('button', { name: 'Создать рассылку' }).click();
    const newsletter = page.getByRole('dialog', { name: 'Новая рассылка' });
    await newsletter.getByRole('textbox', { name: 'Заголовок' }).fill('Ноябрьские заметки');
    const editor = newsletter.getByRole('textbox', { name: 'Текст рассылки' });
    await editor.click();
    await newsletter.getByRole('button', { name: 'Заголовок 2' }).click();
    await page.keyboard.type('Новости месяца');
    await page.keyboard.press('Enter');
    await newsletter.getByRole('button', { name: 'Абзац' }).click();
    await newsletter.getByRole('button', { name: /^Жирный/ }).click();
    await page.keyboard.type('Главное');
    await newsletter.getByRole('button', { name: /^Жирный/ }).click();
    await page.keyboard.type(' за ноябрь.');
    await fillSchedule(newsletter, 'Дата рассылки', 'Время рассылки');
    await newsletter.getByRole('button', { name: /^(Отправить|Сохранить)$/ }).click();
    await newsletter.waitFor({ state: 'hidden' });
    await page.getByRole('alert').filter({ hasText: 'Рассылка сохранена' }).waitFor();

    await page.goto('/blogs');
    expect(await page.getByText('Пять минут тишины').count()).toBe(0);

    clock.advance(at.toMillis() - clock.now().getTime() + 1000);
    const olgaMail = await waitForMail(app.outboxDir, (mail) => mail.subject === 'Ноябрьские заметки' && mail.to.includes('olga@example.ru'), 20_000);
    await waitForMail(app.outboxDir, (mail) => mail.subject === 'Ноябрьские заметки' && mail.to.includes('ivan@example.ru'), 20_000);
    expect(olgaMail.html).toMatch(/<h2[^>]*>Новости месяца<\/h2>/);
    expect(olgaMail.html).toMatch(/<strong>Главное<\/strong>/);
    expect((await readOutbox(app.outboxDir)).filter((mail) => mail.subject === 'Ноябрьские заметки').map((mail) => mail.to).sort()).toEqual([
      'ivan@example.ru',
      'olga@example.ru',
    ]);

    await page.goto('/blogs');
    await page.getByText('Пять минут тишины').first().waitFor();

    // Olga unsubscribes by the link in her mail and gets no further newsletter.
    const unsubscribeUrl = /(http:\/\/\S+\/user-unsubscribe\?uuid=[^\s"]+)/.exec(olgaMail.text)![1]!;
    await page.goto(unsubscribeUrl.replace(/^http:\/\/[^/]+/, app.baseUrl));
    await page.getByText(/Вы отписались от рассылки/).waitFor();
    // The next issue goes out at once, sent from the coach's signed-in browser session.
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')!.value;
    const now = DateTime.fromJSDate(clock.now()).setZone('Europe/Moscow');
    const next = await page.request.post('/api/newsletter/', {
      headers: { 'X-CSRFToken': csrf },
      data: { name: 'Декабрь', description: '<p>Итоги года</p>', only_date: now.toFormat('yyyy-MM-dd'), only_time: now.toFormat('HH:mm') },
    });
    expect(next.status()).toBe(201);
    await waitForMail(app.outboxDir, (mail) => mail.subject === 'Декабрь', 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await readOutbox(app.outboxDir)).filter((mail) => mail.subject === 'Декабрь').map((mail) => mail.to)).toEqual(['ivan@example.ru']);
    await context.close();
  });
});
