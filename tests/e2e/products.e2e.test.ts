import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { waitForMail } from '../support/outbox';
import { registerAndSignIn } from '../support/sign-in';
import type { TestApp } from '../support/test-app';
import { cspViolationsIn, launchChromium, newRussianContext } from './support/browser';
import { startE2eApp } from './support/e2e-app';
import { signInThroughUi } from './support/sign-in-ui';
import { confirmPurchase } from './support/booking-ui';

const workbookPdf = Buffer.from('%PDF-1.4\n% Рабочая тетрадь\n').toString('base64');
const linkIn = (text: string) => /(http:\/\/\S+\/api\/download\/\S+\/)/.exec(text)?.[1];

describe('digital products in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  const seenMail = new Set<string>();
  /** Mailed links name the public URL; fetch them from this test's server. */
  const fetchLink = (link: string) => fetch(link.replace(/^http:\/\/[^/]+/, app.baseUrl));

  beforeAll(async () => {
    app = await startE2eApp({ adminEmails: ['coach@example.ru'] });
    browser = await launchChromium();
    const coach = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    const upload = await coach.request('PUT', '/api/product/2/', {
      body: { name: 'Рабочая тетрадь «Колесо баланса»', icon: 'wheel', description: '<p>Тетрадь</p>', amount: 990, file_temp: { name: 'koleso', type: 'pdf', base64: workbookPdf } },
    });
    expect(upload.status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('should give a guest the free guide from the hero button, by a mailed link to a real PDF', async () => {
    const context = await newRussianContext(browser, app.baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: /Скачать бесплатно PDF/ }).click();
    const dialog = page.getByRole('dialog', { name: '5 шагов к поиску своего призвания' });
    await dialog.getByRole('button', { name: 'Получить БЕСПЛАТНО' }).click();
    await dialog.getByText('Обязательно').first().waitFor();
    await dialog.getByLabel('Электронная почта').fill('guest@example');
    await dialog.getByRole('button', { name: 'Получить БЕСПЛАТНО' }).click();
    await dialog.getByText('Введите корректный емаил').waitFor();
    await dialog.getByLabel('Электронная почта').fill('guest@example.ru');
    await dialog.getByRole('checkbox', { name: /указан верно/ }).check();
    await dialog.getByRole('checkbox', { name: /персональных данных/ }).check();
    await dialog.getByRole('button', { name: 'Получить БЕСПЛАТНО' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const mail = await waitForMail(app.outboxDir, (message) => message.to.includes('guest@example.ru'));
    const file = await fetchLink(linkIn(mail.text)!);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(cspViolationsIn(context)).toEqual([]);
    await context.close();
  });

  it('should sell a paid product to a guest through the sandbox and mail it to her', async () => {
    const context = await newRussianContext(browser, app.baseUrl);
    const page = await context.newPage();
    await page.goto('/?path=products');
    await page.getByRole('button', { name: 'Купить: Рабочая тетрадь «Колесо баланса»' }).click();
    const dialog = page.getByRole('dialog', { name: 'Рабочая тетрадь «Колесо баланса»' });
    await dialog.getByLabel('Электронная почта').fill('reader@example.ru');
    await dialog.getByRole('checkbox', { name: /указан верно/ }).check();
    await dialog.getByRole('checkbox', { name: /персональных данных/ }).check();
    await confirmPurchase(dialog);
    const confirmation = page.waitForResponse((response) => response.url().includes('/api/buySuccessId/'));
    await page.getByRole('dialog', { name: 'Тестовая оплата' }).getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(/\/buy-success\//);
    await page.getByRole('heading', { name: 'Оплата прошла успешно!' }).waitFor();
    // The guest's own browser is told the outcome (its purchase cookie), nobody else would be.
    expect(await (await confirmation).json()).toEqual({ result: true });
    await page.getByText('Письмо со ссылкой для скачивания уже отправлено на вашу почту.').waitFor();
    // A guest has no cabinet: «Вернуться на главную» leads to the landing page, not to the sign-in.
    await page.getByRole('button', { name: 'Вернуться на главную' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const mail = await waitForMail(app.outboxDir, (message) => message.to.includes('reader@example.ru'));
    const file = await fetchLink(linkIn(mail.text)!);
    expect(Buffer.from(await file.arrayBuffer()).toString('base64')).toBe(workbookPdf);
    expect(cspViolationsIn(context)).toEqual([]);
    await context.close();
  });

  it('should let a client buy from /lk/product and download it there', async () => {
    const context = await newRussianContext(browser, app.baseUrl);
    const page = await context.newPage();
    await signInThroughUi(page, app, 'client@example.ru', { register: true, seenMail, from: '/login?redirect=/lk/product' });
    await page.waitForURL((url) => url.pathname === '/lk/product');
    await page.getByText('Вы пока ничего не купили.').waitFor();
    await page.getByRole('button', { name: 'Купить: Рабочая тетрадь «Колесо баланса»' }).click();
    await confirmPurchase(page.getByRole('dialog', { name: 'Рабочая тетрадь «Колесо баланса»' }));
    await page.getByRole('dialog', { name: 'Тестовая оплата' }).getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(/\/buy-success\//);
    await page.getByRole('heading', { name: 'Оплата прошла успешно!' }).waitFor();
    await page.goto('/lk/product');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать: Рабочая тетрадь «Колесо баланса»' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('koleso.pdf');
    expect(cspViolationsIn(context)).toEqual([]);
    await context.close();
  });
});
