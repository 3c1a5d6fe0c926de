import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readCodeFromOutbox } from '../support/login-code-mail';
import type { TestApp } from '../support/test-app';
import { cspViolationsIn, launchChromium, newRussianContext } from './support/browser';
import { startE2eApp } from './support/e2e-app';
import { enterCode, signInThroughUi } from './support/sign-in-ui';

describe('sign-in in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  const seenMail = new Set<string>();

  beforeAll(async () => {
    app = await startE2eApp();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('should register a new address with the mailed code, stay signed in after reload and sign out to /login', async () => {
    const context = await newRussianContext(browser, app.baseUrl);
    const page = await context.newPage();
    const email = 'new-client@example.ru';
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Регистрация' }).click();
    const form = page.getByRole('tabpanel', { name: 'Регистрация' });
    await form.getByLabel('Электронная почта').fill(email);
    const submit = form.getByRole('button', { name: 'Продолжить' });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByRole('checkbox', { name: /персональных данных/ }).check();
    await submit.click();
    await enterCode(page, await readCodeFromOutbox(app.outboxDir, email, seenMail));
    await page.waitForURL((url) => url.pathname === '/lk');
    await page.getByText(email).first().waitFor();

    await page.reload();
    await page.getByText(email).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/lk');

    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/lk');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/lk');
    expect(cspViolationsIn(context)).toEqual([]);
    await context.close();
  });

  it('should send a guest from /lk/product to login and back there after sign-in', async () => {
    const email = 'returning-client@example.ru';
    const setup = app.client();
    await setup.get('/api/csrf');
    const registration = await setup.get<{ uuid: string }>('/api/send-code/', { email, registration: true, agreement: true });
    const registered = await setup.post('/api/token', {
      uuid: registration.body.uuid,
      code: await readCodeFromOutbox(app.outboxDir, email, seenMail),
    });
    expect(registered.status).toBe(200);

    const context = await newRussianContext(browser, app.baseUrl);
    const page = await context.newPage();
    await page.goto('/lk/product');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/lk/product');
    const form = page.getByRole('tabpanel', { name: 'Вход' });
    await form.getByLabel('Электронная почта').fill(email);
    await form.getByRole('button', { name: 'Продолжить' }).click();
    await enterCode(page, await readCodeFromOutbox(app.outboxDir, email, seenMail));
    await page.waitForURL((url) => url.pathname === '/lk/product');
    await context.close();
  });

  it('should not follow a redirect that leaves the site, neither at sign-in nor when already signed in', async () => {
    const context = await newRussianContext(browser, app.baseUrl);
    const page = await context.newPage();
    const offSite = `/login?redirect=${encodeURIComponent('/.//evil.example/x')}`;
    await signInThroughUi(page, app, 'redirected-client@example.ru', { register: true, seenMail, from: offSite });
    await page.waitForURL((url) => url.pathname === '/lk');
    expect(new URL(page.url()).origin).toBe(app.baseUrl);

    await page.goto(`/login?redirect=${encodeURIComponent('/a/..//evil.example/x')}`);
    await page.waitForURL((url) => url.pathname === '/lk');
    expect(new URL(page.url()).origin).toBe(app.baseUrl);
    expect(cspViolationsIn(context)).toEqual([]);
    await context.close();
  });
});
