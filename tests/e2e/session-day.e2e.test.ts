import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { bookAndPayFirstFreeDay, freeDay } from './support/booking-ui';
import { launchChromium, newRussianContext } from './support/browser';
import { startE2eApp } from './support/e2e-app';
import { signInThroughUi } from './support/sign-in-ui';

const room = 'https://telemost.yandex.ru/j/55501234567890';

describe('the session itself in Chromium: room, move, feed and the day', () => {
  let app: TestApp;
  let browser: Browser;
  const seenMail = new Set<string>();
  // The server's clock runs with real time, shifted when the scenario jumps to the session's day.
  let offsetMs = 0;

  beforeAll(async () => {
    app = await startE2eApp({ adminEmails: ['coach@example.ru'], now: () => new Date(Date.now() + offsetMs) });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const sessionStart = async () => {
    const { rows } = await app.services.db.query<{ start_at: Date }>(`SELECT start_at FROM consultations WHERE status <> 'cancelled'`);
    expect(rows).toHaveLength(1);
    return new Date(rows[0]!.start_at);
  };

  it('should let a client pay, move her session, see «Подключиться» at its time, and the coach see the move in her feed and mark it held', async () => {
    const coach = await newRussianContext(browser, app.baseUrl);
    const coachPage = await coach.newPage();
    await signInThroughUi(coachPage, app, 'coach@example.ru', { register: true, seenMail });
    await coachPage.waitForURL((url) => url.pathname === '/lk');
    await coachPage.goto('/lk/admin/schedule');
    const settings = coachPage.getByRole('region', { name: 'Где проходят сессии' });
    await settings.getByRole('textbox', { name: 'Ссылка на встречу по умолчанию' }).fill(room);
    await settings.getByRole('button', { name: 'Сохранить' }).click();
    const feedInput = settings.getByRole('textbox', { name: /Календарь с записями/ });
    const feedUrl = new URL(new URL(await feedInput.inputValue()).pathname, app.baseUrl).toString();

    const client = await newRussianContext(browser, app.baseUrl);
    const page = await client.newPage();
    await signInThroughUi(page, app, 'maria@example.ru', { register: true, seenMail });
    await page.waitForURL((url) => url.pathname === '/lk');
    // The third free day starts at least a day from now whatever the time of day, so the 24-hour
    // rule never refuses the move below (the first free day can be less than 24 hours away).
    await bookAndPayFirstFreeDay(page, { skip: 2 });
    const sessions = page.getByRole('region', { name: 'Сессии' });
    await sessions.getByText('Оплачено').first().waitFor();
    const booked = await sessionStart();
    // Days ahead: no «Подключиться» yet.
    expect(await sessions.getByRole('link', { name: 'Подключиться' }).count()).toBe(0);

    await sessions.getByRole('button', { name: /^Перенести сессию / }).click();
    await page.getByRole('status').getByText(/^Перенос сессии/).waitFor();
    await freeDay(page).first().click();
    const dialog = page.getByRole('dialog', { name: /^Перенос сессии на / });
    await dialog.getByRole('button', { name: 'Перенести' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await sessionStart()).getTime(), { timeout: 10_000 }).not.toBe(booked.getTime());
    const moved = await sessionStart();
    const compact = moved.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

    // The coach's calendar subscription sees the session at its new time.
    const feed = await (await fetch(feedUrl)).text();
    expect(feed.replace(/\r\n[ \t]/g, '')).toContain(`DTSTART:${compact}`);
    expect(feed).not.toContain(`DTSTART:${booked.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);

    // Ten minutes before the new time the card offers the room.
    const atSession = await client.newPage();
    await atSession.clock.install({ time: new Date(moved.getTime() - 10 * 60_000) });
    await atSession.goto('/lk');
    const join = atSession.getByRole('region', { name: 'Сессии' }).getByRole('link', { name: 'Подключиться' });
    await join.waitFor();
    expect(await join.getAttribute('href')).toBe(room);

    // Half an hour into the session the coach marks it held.
    offsetMs = moved.getTime() + 30 * 60_000 - Date.now();
    const coachLater = await coach.newPage();
    await coachLater.clock.install({ time: new Date(moved.getTime() + 30 * 60_000) });
    await coachLater.goto('/lk');
    const coachSessions = coachLater.getByRole('region', { name: 'Сессии' });
    const markHeld = coachSessions.getByRole('button', { name: /состоялась$/ });
    await markHeld.click();
    // The marks give way to the outcome once the server has it (the «Состоялась» button itself
    // would satisfy a wait for the text at once, before the mark is even sent).
    await markHeld.waitFor({ state: 'detached' });
    await coachSessions.getByText('Состоялась', { exact: true }).waitFor();
    const { rows } = await app.services.db.query<{ outcome: string }>(`SELECT outcome FROM consultations`);
    expect(rows[0]?.outcome).toBe('held');
    await client.close();
    await coach.close();
  });
});
