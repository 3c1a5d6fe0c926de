import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../support/api-client';
import { sleep, useMessengerSuite, type Channels, type BuyResponse, type Consent } from '../../support/messenger-harness';
import type { TestApp } from '../../support/test-app';
import { startTelegramStandIn } from '../../support/telegram-stand-in';

const botToken = '123456:stand-in-token';
const webhookSecret = 'webhook-secret-of-the-tests';
const annaChat = '1001';
const coachChat = '9009';

/**
 * The messenger channel (`modules/messenger`) against a local stand-in of Telegram's Bot API: the
 * one-time deep link, the verified webhook, the paid session's confirmation and its reminders with
 * their buttons, «Подтверждаю» seen by the coach, a 429's `retry_after` waited for, `/stop`, and a
 * blocked bot unlinked with a note in the client card. The in-process jobs follow the test clock.
 */
describe('the messenger channel beside mail (embedded, Telegram stand-in)', () => {
  const suite = useMessengerSuite('telegram', {
    startStandIn: () => startTelegramStandIn(botToken),
    environment: (standIn) => ({ TELEGRAM_BOT_TOKEN: botToken, TELEGRAM_BOT_USERNAME: 'practice_test_bot', TELEGRAM_WEBHOOK_SECRET: webhookSecret, TELEGRAM_API_URL: standIn.url }),
  });
  const { waitForMessage, lastMessage, freshLink, consentsOf, setClock } = suite;
  const telegramState = suite.state;
  let telegram: Awaited<ReturnType<typeof startTelegramStandIn>>;
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;
  let annaId: string;
  let consultationId: number;
  beforeAll(() => ({ standIn: telegram, app, coach, anna, annaId } = suite));

  const webhook = (update: Record<string, unknown>, secret = webhookSecret) =>
    new ApiClient(app.baseUrl, { 'x-telegram-bot-api-secret-token': secret }).request('POST', '/api/messenger/telegram/webhook/', { body: update });
  let updateId = 1;
  const say = (chatId: string, text: string) => webhook({ update_id: updateId++, message: { message_id: updateId, chat: { id: Number(chatId), type: 'private' }, date: 0, text } });
  const press = (chatId: string, data: string) =>
    webhook({ update_id: updateId++, callback_query: { id: `cb-${updateId}`, from: { id: Number(chatId) }, chat_instance: 'x', data, message: { message_id: 1, date: 0, chat: { id: Number(chatId), type: 'private' } } } });

  it('should show Telegram configured and MAX not, and make a link only with her consent', async () => {
    const channels = (await anna.get<Channels>('/api/setting/messenger/')).body.channels;
    expect(channels).toEqual([
      { channel: 'telegram', configured: true, linked: false, linked_at: null, link: null },
      { channel: 'max', configured: false, linked: false, linked_at: null, link: null },
    ]);
    const refused = await anna.post<{ detail: string }>('/api/setting/messenger/', { channel: 'telegram', consent: false });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/согласие/);
    const made = await anna.post<Channels>('/api/setting/messenger/', { channel: 'telegram', consent: true });
    expect(made.body.channels[0]?.link?.url).toMatch(/^https:\/\/t\.me\/practice_test_bot\?start=[\w-]{32}$/);
  });

  it('should refuse a forged webhook with 401 and handle nothing of it', async () => {
    const token = await freshLink(anna, '/api/setting/messenger/', { channel: 'telegram', consent: true });
    const forged = await webhook({ update_id: 77, message: { message_id: 1, chat: { id: 666 }, date: 0, text: `/start ${token}` } }, 'not-the-secret-at-all');
    expect(forged.status).toBe(401);
    expect((forged.body as { detail: string }).detail).toMatch(/секрет/);
    await sleep(1500);
    expect(telegram.sentTo('666')).toEqual([]);
    expect((await telegramState(anna))?.linked).toBe(false);
  });

  it('should link her chat by /start with the token, record her consent, and refuse a wrong or reused token', async () => {
    expect((await say('3003', '/start not-a-token-of-ours')).status).toBe(200);
    await waitForMessage('3003', /недействительна/);

    const token = await freshLink(anna, '/api/setting/messenger/', { channel: 'telegram', consent: true });
    expect((await say(annaChat, `/start ${token}`)).status).toBe(200);
    await waitForMessage(annaChat, /^Готово/);
    expect((await telegramState(anna))?.linked).toBe(true);
    expect(await consentsOf()).toEqual([expect.objectContaining({ action: 'given', source: 'messenger-link' })]);

    await say('4004', `/start ${token}`);
    await waitForMessage('4004', /недействительна/);
    expect(telegram.sentTo('4004').some((call) => /^Готово/.test(String(call.body.text)))).toBe(false);

    const coachToken = await freshLink(coach, '/api/admin/messenger/', { channel: 'telegram' });
    await say(coachChat, `/start ${coachToken}`);
    await waitForMessage(coachChat, /^Готово/);
    expect((await telegramState(coach, '/api/admin/messenger/'))?.linked).toBe(true);
    expect((await anna.get('/api/admin/messenger/')).status).toBe(403);
  });

  it('should send a paid session\'s confirmation to her chat and the booking and payment to the coach\'s, with no personal details', async () => {
    const bought = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: '2026-12-02 07:00' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect((await anna.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' })).status).toBe(200);
    await waitForMessage(annaChat, /^Оплата получена, вы записаны: «.+», 2 декабря 2026 в 10:00 по московскому времени\.$/);
    await waitForMessage(coachChat, /^Новая запись: «.+», 2 декабря 2026 в 10:00/);
    await waitForMessage(coachChat, /^Оплата получена: 3\s500 ₽\.$/);
    for (const call of [...telegram.sentTo(annaChat), ...telegram.sentTo(coachChat)]) expect(String(call.body.text)).not.toMatch(/anna|example\.ru|Анна/i);
    const sessions = await coach.get<Array<{ id: number }>>('/api/consultation/', { start: '2026-12-02 00:00', end: '2026-12-03 00:00' });
    consultationId = sessions.body[0]?.id ?? 0;
    expect(consultationId).toBeGreaterThan(0);
  });

  it('should remind her 24 hours before with «Подтверждаю» and «Перенести», and show her confirmation to the coach', async () => {
    await setClock('2026-12-01T06:59:58.000Z');
    expect(lastMessage(annaChat, /^Напоминание/)).toBeUndefined();
    await setClock('2026-12-01T07:00:01.000Z');
    await waitForMessage(annaChat, /^Напоминание: завтра сессия «.+», 2 декабря 2026 в 10:00/);
    const reminder = lastMessage(annaChat, /^Напоминание: завтра/);
    expect(reminder?.reply_markup).toEqual({
      inline_keyboard: [[
        { text: 'Подтверждаю', callback_data: `confirm:${consultationId}:0` },
        { text: 'Перенести', url: `http://localhost:3000/lk?move=${consultationId}` },
      ]],
    });

    const before = await coach.get<Array<{ id: number; client_confirmed_at: string | null }>>('/api/consultation/', { start: '2026-12-02 00:00', end: '2026-12-03 00:00' });
    expect(before.body[0]?.client_confirmed_at).toBeNull();
    // Pressed in another chat, the button confirms nothing.
    await press('4004', `confirm:${consultationId}:0`);
    await press(annaChat, `confirm:${consultationId}:0`);
    await expect.poll(() => telegram.calls.filter((call) => call.method === 'answerCallbackQuery').map((call) => String(call.body.text)).sort(), { timeout: 15_000 }).toEqual([
      'Время этой сессии изменилось или она отменена.',
      'Спасибо, участие подтверждено.',
    ]);
    // The button is answered within the job that records the confirmation: the read model follows it.
    const confirmedAt = async () => (await coach.get<Array<{ client_confirmed_at: string | null }>>('/api/consultation/', { start: '2026-12-02 00:00', end: '2026-12-03 00:00' })).body[0]?.client_confirmed_at;
    await expect.poll(confirmedAt, { timeout: 15_000 }).toBe('2026-12-01T07:00:01.000Z');
    expect((await anna.get<Array<Record<string, unknown>>>('/api/consultation/', { start: '2026-12-02 00:00', end: '2026-12-03 00:00' })).body[0]).not.toHaveProperty('client_confirmed_at');
  });

  it('should wait the retry_after of a 429 before sending the hour reminder again', async () => {
    telegram.script('sendMessage', { status: 429, body: { ok: false, error_code: 429, description: 'Too Many Requests: retry after 30', parameters: { retry_after: 30 } } });
    await setClock('2026-12-02T06:00:01.000Z');
    await expect.poll(() => telegram.sentTo(annaChat).filter((call) => /^Напоминание: через час/.test(String(call.body.text))).length, { timeout: 15_000 }).toBe(1);
    // 20 of the 30 seconds: not yet.
    await setClock('2026-12-02T06:00:21.000Z');
    expect(telegram.sentTo(annaChat).filter((call) => /^Напоминание: через час/.test(String(call.body.text)))).toHaveLength(1);
    await setClock('2026-12-02T06:00:32.000Z');
    await expect.poll(() => telegram.sentTo(annaChat).filter((call) => /^Напоминание: через час/.test(String(call.body.text))).length, { timeout: 15_000 }).toBe(2);
  });

  it('should unlink her chat by /stop and record the consent withdrawn', async () => {
    await say(annaChat, '/stop');
    await waitForMessage(annaChat, /^Чат отвязан/);
    await expect.poll(async () => (await telegramState(anna))?.linked, { timeout: 15_000 }).toBe(false);
    expect((await consentsOf()).map((consent) => `${consent.action} ${consent.source}`)).toEqual(['given messenger-link', 'withdrawn messenger-stopped']);
  });

  it('should unlink a chat whose bot she blocked (403) and note it in her client card', async () => {
    const token = await freshLink(anna, '/api/setting/messenger/', { channel: 'telegram', consent: true });
    const greetings = telegram.sentTo(annaChat).filter((call) => /^Готово/.test(String(call.body.text))).length;
    await say(annaChat, `/start ${token}`);
    await expect.poll(() => telegram.sentTo(annaChat).filter((call) => /^Готово/.test(String(call.body.text))).length, { timeout: 15_000 }).toBe(greetings + 1);
    telegram.script('sendMessage', { status: 403, body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' } });
    expect((await coach.request('DELETE', `/api/consultation/${consultationId}/`)).status).toBe(200);
    await waitForMessage(annaChat, /^Сессия отменена/);
    await expect.poll(async () => (await telegramState(anna))?.linked, { timeout: 15_000 }).toBe(false);
    const notes = async () => (await coach.get<{ consents: Consent[] }>(`/api/admin/clients/${annaId}/`)).body.consents.filter((consent) => consent.source === 'messenger-blocked');
    await expect.poll(notes, { timeout: 15_000 }).toEqual([expect.objectContaining({ kind: 'messenger_telegram', action: 'withdrawn' })]);
  });
});
