import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTestClock } from '../support/clock';
import { registerAndSignIn } from '../support/sign-in';
import { cspViolationsIn } from './support/browser';
import { useE2eSuite } from './support/e2e-suite';
import { signInThroughUi } from './support/sign-in-ui';

/** The page is no wider than the window: nothing clipped, no sideways scrolling. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the coach finds a booking, its payment and its cancellation in the «Журнал», in Russian, on a desktop and a phone', () => {
  const suite = useE2eSuite({ adminEmails: ['coach@example.ru'], now: createTestClock(new Date('2026-11-22T09:00:00.000Z')).now });

  it('should show each step with the people, the Moscow time and the reason, filter it, and open the raw event', async () => {
    const { app } = suite;
    const anna = app.client();
    await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
    const bought = await anna.post<{ data: { id: string; token: string } }>('/api/buy/', { product: 'consultation', type: 1, date: '2026-12-02 07:00' });
    expect(bought.status, JSON.stringify(bought.body)).toBeLessThan(300);
    await anna.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' });
    const [session] = (await anna.get<Array<{ id: number }>>('/api/consultation/', { start: '2026-11-30 21:00', end: '2026-12-31 21:00' })).body;
    const cancelled = await anna.request('DELETE', `/api/consultation/${session!.id}/`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBeLessThan(300);

    const context = await suite.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInThroughUi(page, app, 'coach@example.ru', { register: true, seenMail: new Set() });
    await page.waitForURL((url) => url.pathname === '/lk');
    await page.goto('/lk/admin');

    const journal = page.getByRole('table', { name: 'Журнал' });
    const row = (title: string) => journal.getByRole('row').filter({ has: page.getByText(title, { exact: true }) }).first();
    await row('Сессия отменена').waitFor();
    await expect(row('Сессия отменена').textContent()).resolves.toMatch(/2 декабря 2026 в 10:00 \(МСК\); причина: отменил клиент.*anna@example\.ru.*anna@example\.ru/s);
    await expect(row('Оплата получена').textContent()).resolves.toMatch(/3\s500 ₽.*anna@example\.ru.*система/s);
    await expect(row('Сессия записана').textContent()).resolves.toMatch(/2 декабря 2026 в 10:00/);
    await page.getByRole('heading', { name: 'Журнал' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    await page.screenshot({ path: '/tmp/journal-1366.png', fullPage: false });

    await page.getByRole('combobox', { name: 'Событие' }).click();
    await page.getByRole('option', { name: 'Сессия отменена' }).click();
    await expect.poll(() => journal.locator('tbody tr').count()).toBe(1);
    await journal.getByText('Исходное событие').click();
    await journal.getByText(/"reason": "cancelled-by-client"/).waitFor();

    await page.getByRole('combobox', { name: 'Событие' }).click();
    await page.getByRole('option', { name: 'Все события' }).click();
    await page.getByRole('textbox', { name: 'Клиент (адрес почты)' }).fill('coach@');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect.poll(() => journal.getByText('Оплата получена').count()).toBe(0);
    await journal.getByText('Клиент зарегистрировался').first().waitFor();
    await page.getByRole('textbox', { name: 'Клиент (адрес почты)' }).fill('');
    await page.getByRole('button', { name: 'Найти' }).click();
    await journal.getByText('Оплата получена').waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole('list', { name: 'Журнал' });
    await cards.getByText('Сессия отменена').waitFor();
    expect(await journal.isVisible()).toBe(false);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await cards.getByText('Сессия отменена').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/journal-390.png', fullPage: false });
    expect(cspViolationsIn(context)).toEqual([]);
    await context.close();
  });
});
