import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../support/test-app';
import { bookAndPayFirstFreeDay, freeDay } from './support/booking-ui';
import { cspViolationsIn, launchChromium, newRussianContext } from './support/browser';
import { startE2eApp } from './support/e2e-app';
import { signInThroughUi } from './support/sign-in-ui';


describe('booking and paying for a session in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  const seenMail = new Set<string>();

  beforeAll(async () => {
    app = await startE2eApp({ adminEmails: ['coach@example.ru'] });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('should book a free day, pay in the sandbox, show it paid, hide the day from others and carry the coach’s summary', async () => {
    const client = await newRussianContext(browser, app.baseUrl);
    const page = await client.newPage();
    await signInThroughUi(page, app, 'maria@example.ru', { register: true, seenMail });
    await page.waitForURL((url) => url.pathname === '/lk');

    // Exact: «3 декабря, свободно» is also part of «13 декабря, свободно».
    const dayLabel = await bookAndPayFirstFreeDay(page);
    const sessions = page.getByRole('region', { name: 'Сессии' });
    await sessions.getByText('Оплачено').first().waitFor();
    expect(await page.getByRole('button', { name: dayLabel, exact: true }).count()).toBe(0);

    const other = await newRussianContext(browser, app.baseUrl);
    const otherPage = await other.newPage();
    await signInThroughUi(otherPage, app, 'petr@example.ru', { register: true, seenMail });
    await otherPage.waitForURL((url) => url.pathname === '/lk');
    await freeDay(otherPage).first().waitFor();
    expect(await otherPage.getByRole('button', { name: dayLabel, exact: true }).count()).toBe(0);
    expect(cspViolationsIn(other)).toEqual([]);
    await other.close();

    const coach = await newRussianContext(browser, app.baseUrl);
    const coachPage = await coach.newPage();
    await signInThroughUi(coachPage, app, 'coach@example.ru', { register: true, seenMail });
    await coachPage.waitForURL((url) => url.pathname === '/lk');
    const coachSessions = coachPage.getByRole('region', { name: 'Сессии' });
    await coachSessions.getByText('maria@example.ru').waitFor();
    await coachSessions.getByRole('button', { name: /^Редактировать сессию / }).first().click();
    const editor = coachPage.getByRole('dialog', { name: 'Редактирование сессии' });
    await editor.getByRole('textbox', { name: 'Описание сессии' }).fill('Запрос: смена профессии. Задание: три эксперимента до следующей встречи.');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await editor.waitFor({ state: 'hidden' });

    // The admin area shows the payment in the history and in the month's totals.
    await coachPage.goto('/lk/admin/journal');
    const history = coachPage.getByRole('table', { name: 'Журнал' });
    await history.getByText('Оплата получена').first().waitFor();
    await coachPage.goto('/lk/admin/payments');
    await coachPage.getByRole('table', { name: 'Итоги по месяцам' }).getByText(/3\s500/).first().waitFor();
    expect(cspViolationsIn(coach)).toEqual([]);
    await coach.close();

    await page.reload();
    await sessions.getByText('Запрос: смена профессии. Задание: три эксперимента до следующей встречи.').waitFor();
    expect(cspViolationsIn(client)).toEqual([]);
    await client.close();
  });
});
