import { mkdir } from 'node:fs/promises';
import { jwtVerify } from 'jose';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTelegramStandIn } from '../support/telegram-stand-in';
import { ApiClient } from '../support/api-client';
import type { TestApp } from '../support/test-app';
import { bookAndPayFirstFreeDay } from './support/booking-ui';
import { cspViolationsIn, launchChromium, newRussianContext } from './support/browser';
import { startE2eApp } from './support/e2e-app';
import { signInThroughUi } from './support/sign-in-ui';

const shots = '/tmp/shots';
const jitsi = { JITSI_URL: 'https://meet.example.ru', JITSI_APP_ID: 'coach-practice', JITSI_APP_SECRET: 'jitsi-secret-of-the-e2e-tests' };
const botToken = '123456:e2e-stand-in-token';
const botName = 'practice_e2e_bot';
const webhookSecret = 'webhook-secret-of-the-e2e-tests';
const annaChat = '2002';
/** Centres a section in the viewport (a full-page shot would draw the sticky header across the page). */
const centre = (section: Locator) => section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The session rooms and the messenger channel in Chromium: the coach picks her own Jitsi Meet in
 * «Расписание» on a laptop, a client links her Telegram chat in «Настройки» on a phone (the bot's
 * side played by the webhook update Telegram would send, its Bot API by a local stand-in) and
 * unlinks it, then pays a session and finds its own Jitsi room with her token in the cabinet.
 */
describe('the session rooms and the messenger channel in Chromium', () => {
  let telegram: Awaited<ReturnType<typeof startTelegramStandIn>>;
  let app: TestApp;
  let browser: Browser;
  let coach: BrowserContext;
  let client: BrowserContext;
  let clientPage: Page;
  const seenMail = new Set<string>();

  beforeAll(async () => {
    await mkdir(shots, { recursive: true });
    telegram = await startTelegramStandIn(botToken);
    app = await startE2eApp({
      adminEmails: ['coach@example.ru'],
      environment: {
        ...jitsi,
        TELEGRAM_BOT_TOKEN: botToken,
        TELEGRAM_BOT_USERNAME: botName,
        TELEGRAM_WEBHOOK_SECRET: webhookSecret,
        TELEGRAM_API_URL: telegram.url,
      },
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await telegram?.close();
  });

  it('should let the coach pick her Jitsi Meet in «Расписание» on a laptop and keep the choice after a reload', async () => {
    coach = await newRussianContext(browser, app.baseUrl);
    const page = await coach.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInThroughUi(page, app, 'coach@example.ru', { register: true, seenMail });
    await page.waitForURL((url) => url.pathname === '/lk');
    await page.goto('/lk/admin');
    await page.getByRole('navigation', { name: 'Разделы кабинета коуча' }).getByRole('link', { name: 'Расписание' }).click();
    await page.waitForURL((url) => url.pathname === '/lk/admin/schedule');

    const rooms = page.getByRole('region', { name: 'Где проходят сессии' });
    const providers = rooms.getByRole('radiogroup', { name: 'Комната для сессий' });
    expect(await providers.getByRole('radio', { name: 'Одна ссылка для всех сессий' }).isChecked()).toBe(true);
    // Telemost has no keys on this server: shown, not chosen.
    expect(await providers.getByRole('radio', { name: 'Яндекс Телемост' }).isDisabled()).toBe(true);
    // The choice saves at once, with no «Сохранить» of its own.
    await providers.getByRole('radio', { name: 'Свой Jitsi Meet' }).click();
    await page.getByRole('alert').filter({ hasText: 'Сессии проходят в вашем Jitsi: у каждой своя комната.' }).waitFor();
    // With a provider of its own the one link becomes the fallback.
    await rooms.getByRole('textbox', { name: 'Запасная ссылка на встречу' }).waitFor();
    await centre(rooms);
    await page.screenshot({ path: `${shots}/rm-coach-schedule-1366.png` });

    await page.reload();
    await expect.poll(() => page.getByRole('radio', { name: 'Свой Jitsi Meet' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Одна ссылка для всех сессий' }).isChecked()).toBe(false);
    expect(cspViolationsIn(coach)).toEqual([]);
  });

  it('should let a client link her Telegram from «Настройки» on a phone with her consent, by the deep link, and unlink it with one click', async () => {
    client = await newRussianContext(browser, app.baseUrl);
    clientPage = await client.newPage();
    const page = clientPage;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(page, app, 'anna@example.ru', { register: true, seenMail });
    await page.waitForURL((url) => url.pathname === '/lk');
    // On a phone the cabinet's sections are in the header's menu.
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Настройки' }).click();
    await page.waitForURL((url) => url.pathname === '/lk/setting');
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();

    const messengers = page.getByRole('region', { name: 'Мессенджеры' });
    const telegramCard = messengers.getByRole('article', { name: 'Telegram' });
    await messengers.getByRole('article', { name: 'MAX' }).getByText(/Не настроен/).waitFor();
    const getLink = telegramCard.getByRole('button', { name: 'Получить ссылку для привязки' });
    // No link before her consent to the messenger.
    expect(await getLink.isDisabled()).toBe(true);
    await telegramCard.getByRole('checkbox', { name: /^Даю согласие на передачу Telegram времени и названия моих сессий/ }).check();
    await getLink.click();

    const deepLink = telegramCard.getByRole('link', { name: new RegExp(`^https://t\\.me/${botName}\\?start=`) });
    await deepLink.waitFor();
    const url = (await deepLink.getAttribute('href')) ?? '';
    expect(url).toMatch(new RegExp(`^https://t\\.me/${botName}\\?start=[\\w-]{32}$`));
    const qr = telegramCard.getByRole('img', { name: 'QR-код ссылки на бота Telegram' });
    await qr.waitFor();
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await centre(messengers);
    await page.screenshot({ path: `${shots}/rm-client-settings-link-390.png` });

    // Telegram: she presses «Старт» in the bot's chat, and Telegram posts the /start update to the webhook.
    const token = new URL(url).searchParams.get('start');
    const update = { update_id: 1, message: { message_id: 1, chat: { id: Number(annaChat), type: 'private' }, date: 0, text: `/start ${token}` } };
    const delivered = await new ApiClient(app.baseUrl, { 'x-telegram-bot-api-secret-token': webhookSecret }).request('POST', '/api/messenger/telegram/webhook/', { body: update });
    expect(delivered.status).toBe(200);
    await expect.poll(() => telegram.sentTo(annaChat).some((call) => /^Готово/.test(String(call.body.text)))).toBe(true);

    // Back from Telegram, the page reads the channels again.
    const unlink = telegramCard.getByRole('button', { name: 'Отвязать' });
    await expect
      .poll(async () => {
        await page.reload();
        await page.getByRole('region', { name: 'Мессенджеры' }).getByRole('article', { name: 'Telegram' }).getByRole('heading', { name: 'Telegram' }).waitFor();
        return unlink.count();
      })
      .toBe(1);
    await telegramCard.getByText(/^Чат привязан/).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await centre(messengers);
    await page.screenshot({ path: `${shots}/rm-client-settings-linked-390.png` });

    await unlink.click();
    await getLink.waitFor();
    expect(await telegramCard.getByText(/^Чат привязан/).count()).toBe(0);
    // Unlinked for good, not only on this page: the server says so after a reload too.
    await page.reload();
    await getLink.waitFor();
    expect(await unlink.count()).toBe(0);
    await centre(messengers);
    await page.screenshot({ path: `${shots}/rm-client-settings-unlinked-390.png` });
    expect(cspViolationsIn(client)).toEqual([]);
  });

  it('should give her paid session its own room on the Jitsi host with her own token, offered in the cabinet at its time', async () => {
    const page = clientPage;
    await page.goto('/lk');
    await bookAndPayFirstFreeDay(page);
    const sessions = page.getByRole('region', { name: 'Сессии' });
    await sessions.getByText('Оплачено').first().waitFor();
    const { rows } = await app.services.db.query<{ start_at: Date }>(`SELECT start_at FROM consultations WHERE status <> 'cancelled'`);
    expect(rows).toHaveLength(1);
    const start = new Date(rows[0]!.start_at);

    const atSession = await client.newPage();
    await atSession.setViewportSize({ width: 390, height: 844 });
    await atSession.clock.install({ time: new Date(start.getTime() - 10 * 60_000) });
    await atSession.goto('/lk');
    const join = atSession.getByRole('region', { name: 'Сессии' }).getByRole('link', { name: 'Подключиться' });
    await join.waitFor();
    const href = (await join.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/meet\.example\.ru\/[0-9a-f]{32}\?jwt=[\w-]+\.[\w-]+\.[\w-]+$/);
    const room = new URL(href);
    const { payload } = await jwtVerify<{ room: string; context: { user: { moderator: boolean } } }>(room.searchParams.get('jwt')!, new TextEncoder().encode(jitsi.JITSI_APP_SECRET), {
      issuer: jitsi.JITSI_APP_ID,
      audience: 'jitsi',
      algorithms: ['HS256'],
      currentDate: new Date(start.getTime() + 5 * 60_000),
    });
    expect(payload).toMatchObject({ room: room.pathname.slice(1), context: { user: { moderator: false } } });
    await atSession.close();
    await client.close();
    await coach.close();
  });
});
