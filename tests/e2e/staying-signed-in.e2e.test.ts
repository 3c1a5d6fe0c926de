import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForMail } from '../support/outbox';
import { bookAndPayFirstFreeDay } from './support/booking-ui';
import { useE2eSuite } from './support/e2e-suite';
import { signInThroughUi } from './support/sign-in-ui';

/** The cabinet is shown (not the login screen) and names her in the header. */
async function expectCabinet(page: Page, email: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/lk'));
  await page.getByText(email).first().waitFor();
  expect(new URL(page.url()).pathname).not.toBe('/login');
}

describe('staying signed in across tabs, reloads, mail links and a browser restart', () => {
  const email = 'vera@example.ru';
  const suite = useE2eSuite();
  const seenMail = new Set<string>();

  it('should keep her signed in until she signs out herself', async () => {
    const context = await suite.newContext();
    const first = await context.newPage();
    await signInThroughUi(first, suite.app, email, { register: true, seenMail });
    await expectCabinet(first, email);
    await bookAndPayFirstFreeDay(first);

    // A second tab has no short user in its session storage: it asks the server instead of signing her out.
    const second = await context.newPage();
    await second.goto('/lk/product');
    await expectCabinet(second, email);
    // A guest-only page in that tab sends her to the cabinet rather than ending the session.
    await second.goto('/login');
    await expectCabinet(second, email);
    await first.reload();
    await expectCabinet(first, email);

    // The «личный кабинет» link of her payment mail, opened in a new tab.
    const mail = await waitForMail(suite.app.outboxDir, (message) => message.to.includes(email) && message.subject === 'Сессия оплачена и записана');
    const link = /личном кабинете: (\S+)/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeTruthy();
    const fromMail = await context.newPage();
    await fromMail.goto(new URL(link!).pathname);
    await expectCabinet(fromMail, email);

    // A landing page in a new tab offers her the cabinet, not the sign-in.
    const landing = await context.newPage();
    await landing.goto('/');
    await landing.getByRole('link', { name: 'Кабинет' }).first().waitFor();

    // A browser restart: a new browser process with the cookies the old one kept (30-day session).
    const state = await context.storageState();
    await context.close();
    const restarted = await suite.browser.newContext({ baseURL: suite.app.baseUrl, locale: 'ru-RU', timezoneId: 'Europe/Moscow', storageState: { cookies: state.cookies, origins: [] } });
    const afterRestart = await restarted.newPage();
    await afterRestart.goto('/lk');
    await expectCabinet(afterRestart, email);

    // Only a real sign-out ends it, in every tab.
    const other = await restarted.newPage();
    await other.goto('/lk');
    await expectCabinet(other, email);
    await afterRestart.getByRole('button', { name: /Выйти/ }).first().click();
    await afterRestart.waitForURL((url) => url.pathname === '/login');
    await other.reload();
    await other.waitForURL((url) => url.pathname === '/login');
    await restarted.close();
  });
});
