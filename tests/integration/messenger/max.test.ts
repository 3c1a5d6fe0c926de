import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../support/api-client';
import { sleep, useMessengerSuite, type Channels, type BuyResponse, type Consent } from '../../support/messenger-harness';
import type { TestApp } from '../../support/test-app';
import { startMaxStandIn } from '../../support/max-stand-in';

const botToken = 'max-stand-in-token';
const webhookSecret = 'max-webhook-secret-of-the-tests';
const annaChat = '70001';
const coachChat = '90009';

/**
 * The messenger channel on MAX (`adapters/messenger/max-channel.ts`) against a local stand-in of
 * MAX's Bot API: the deep link's payload in `bot_started`, the `X-Max-Bot-Api-Secret` webhook, the
 * paid session's confirmation and the reminder's buttons as an `inline_keyboard`, «Подтверждаю» as a
 * `message_callback` answered by `/answers`, a 429 waited for, `bot_stopped`, and a 403 unlinking.
 */
describe('the messenger channel on MAX (embedded, MAX stand-in)', () => {
  const suite = useMessengerSuite('max', {
    startStandIn: () => startMaxStandIn(botToken),
    environment: (standIn) => ({ MAX_BOT_TOKEN: botToken, MAX_BOT_USERNAME: '@practice_max_bot', MAX_WEBHOOK_SECRET: webhookSecret, MAX_API_URL: standIn.url }),
  });
  const { texts, waitForMessage, countOf, lastMessage, freshLink, consentsOf, setClock } = suite;
  const maxState = suite.state;
  let max: Awaited<ReturnType<typeof startMaxStandIn>>;
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;
  let annaId: string;
  let consultationId: number;
  beforeAll(() => ({ standIn: max, app, coach, anna, annaId } = suite));

  const webhook = (update: Record<string, unknown>, secret = webhookSecret) =>
    new ApiClient(app.baseUrl, { 'x-max-bot-api-secret': secret }).request('POST', '/api/messenger/max/webhook/', { body: { timestamp: Date.now(), ...update } });
  const userOf = (chatId: string) => ({ user_id: Number(chatId) + 1, first_name: 'Пользователь', is_bot: false });
  const start = (chatId: string, payload: string | null) => webhook({ update_type: 'bot_started', chat_id: Number(chatId), user: userOf(chatId), payload });
  const stop = (chatId: string) => webhook({ update_type: 'bot_stopped', chat_id: Number(chatId), user: userOf(chatId) });
  let callbacks = 0;
  const press = (chatId: string, payload: string) =>
    webhook({
      update_type: 'message_callback',
      callback: { timestamp: Date.now(), callback_id: `cb-${++callbacks}`, payload, user: userOf(chatId) },
      message: { recipient: { chat_id: Number(chatId), chat_type: 'dialog' }, timestamp: 0, body: { mid: `mid.${callbacks}`, seq: callbacks, text: 'Напоминание' } },
    });

  it('should show MAX configured and Telegram not, and make a max.ru link with her consent', async () => {
    const channels = (await anna.get<Channels>('/api/setting/messenger/')).body.channels;
    expect(channels).toEqual([
      { channel: 'telegram', configured: false, linked: false, linked_at: null, link: null },
      { channel: 'max', configured: true, linked: false, linked_at: null, link: null },
    ]);
    expect((await anna.post('/api/setting/messenger/', { channel: 'max', consent: false })).status).toBe(400);
    const made = await anna.post<Channels>('/api/setting/messenger/', { channel: 'max', consent: true });
    expect(made.body.channels[1]?.link?.url).toMatch(/^https:\/\/max\.ru\/practice_max_bot\?start=[\w-]{32}$/);
  });

  it('should refuse a webhook with a wrong or missing secret with 401 and handle nothing of it', async () => {
    const token = await freshLink(anna, '/api/setting/messenger/', { channel: 'max', consent: true });
    const forged = await webhook({ update_type: 'bot_started', chat_id: 666, user: userOf('666'), payload: token }, 'not-the-secret-at-all');
    expect(forged.status).toBe(401);
    expect((forged.body as { detail: string }).detail).toMatch(/секрет/);
    const bare = await new ApiClient(app.baseUrl).request('POST', '/api/messenger/max/webhook/', { body: { update_type: 'bot_stopped', chat_id: 666, user: userOf('666') } });
    expect(bare.status).toBe(401);
    await sleep(1500);
    expect(max.sentTo('666')).toEqual([]);
    expect((await maxState(anna))?.linked).toBe(false);
  });

  it('should link her dialog by bot_started with the link\'s payload, record her consent, and refuse a wrong, missing or reused one', async () => {
    expect((await start('30003', 'not-a-token-of-ours')).status).toBe(200);
    await waitForMessage('30003', /недействительна/);
    expect((await start('30004', null)).status).toBe(200);
    await waitForMessage('30004', /недействительна/);

    const token = await freshLink(anna, '/api/setting/messenger/', { channel: 'max', consent: true });
    expect((await start(annaChat, token)).status).toBe(200);
    await waitForMessage(annaChat, /^Готово/);
    expect((await maxState(anna))?.linked).toBe(true);
    expect(await consentsOf()).toEqual([expect.objectContaining({ action: 'given', source: 'messenger-link' })]);
    // The reply went to the dialog with the bot's token in the header (the stand-in answers 401 otherwise).
    expect(max.sentTo(annaChat)[0]?.query).toEqual({ chat_id: annaChat });

    await start('40004', token);
    await waitForMessage('40004', /недействительна/);
    expect(countOf('40004', /^Готово/)).toBe(0);

    const coachToken = await freshLink(coach, '/api/admin/messenger/', { channel: 'max' });
    await start(coachChat, coachToken);
    await waitForMessage(coachChat, /^Готово/);
    expect((await maxState(coach, '/api/admin/messenger/'))?.linked).toBe(true);
  });

  it('should send a paid session\'s confirmation to her dialog and the booking and payment to the coach\'s, with no personal details', async () => {
    const bought = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: '2026-12-02 07:00' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect((await anna.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' })).status).toBe(200);
    await waitForMessage(annaChat, /^Оплата получена, вы записаны: «.+», 2 декабря 2026 в 10:00 по московскому времени\.$/);
    await waitForMessage(coachChat, /^Новая запись: «.+», 2 декабря 2026 в 10:00/);
    await waitForMessage(coachChat, /^Оплата получена: 3\s500 ₽\.$/);
    expect(lastMessage(annaChat, /^Оплата получена/)).not.toHaveProperty('attachments');
    for (const text of [...texts(annaChat), ...texts(coachChat)]) expect(text).not.toMatch(/anna|example\.ru|Анна/i);
    const sessions = await coach.get<Array<{ id: number }>>('/api/consultation/', { start: '2026-12-02 00:00', end: '2026-12-03 00:00' });
    consultationId = sessions.body[0]?.id ?? 0;
    expect(consultationId).toBeGreaterThan(0);
  });

  it('should remind her 24 hours before with «Подтверждаю» and «Перенести» as an inline keyboard, and record her press', async () => {
    await setClock('2026-12-01T07:00:01.000Z');
    await waitForMessage(annaChat, /^Напоминание: завтра сессия «.+», 2 декабря 2026 в 10:00/);
    expect(lastMessage(annaChat, /^Напоминание: завтра/)?.attachments).toEqual([
      {
        type: 'inline_keyboard',
        payload: {
          buttons: [[
            { type: 'callback', text: 'Подтверждаю', payload: `confirm:${consultationId}:0` },
            { type: 'link', text: 'Перенести', url: `http://localhost:3000/lk?move=${consultationId}` },
          ]],
        },
      },
    ]);

    // Pressed in another dialog, the button confirms nothing.
    await press('40004', `confirm:${consultationId}:0`);
    await press(annaChat, `confirm:${consultationId}:0`);
    const answers = () => max.calls.filter((call) => call.method === 'answers');
    await expect.poll(() => answers().map((call) => String(call.body.notification)).sort(), { timeout: 15_000 }).toEqual([
      'Время этой сессии изменилось или она отменена.',
      'Спасибо, участие подтверждено.',
    ]);
    expect(answers().map((call) => call.query.callback_id).sort()).toEqual(['cb-1', 'cb-2']);
    const confirmedAt = async () => (await coach.get<Array<{ client_confirmed_at: string | null }>>('/api/consultation/', { start: '2026-12-02 00:00', end: '2026-12-03 00:00' })).body[0]?.client_confirmed_at;
    await expect.poll(confirmedAt, { timeout: 15_000 }).toBe('2026-12-01T07:00:01.000Z');
  });

  it('should wait the Retry-After of a 429 before sending the hour reminder again', async () => {
    max.script('messages', { status: 429, body: { code: 'too.many.requests', message: 'Too many requests' }, headers: { 'retry-after': '30' } });
    const hourReminder = /^Напоминание: через час/;
    await setClock('2026-12-02T06:00:01.000Z');
    await expect.poll(() => countOf(annaChat, hourReminder), { timeout: 15_000 }).toBe(1);
    // 20 of the 30 seconds: not yet.
    await setClock('2026-12-02T06:00:21.000Z');
    expect(countOf(annaChat, hourReminder)).toBe(1);
    await setClock('2026-12-02T06:00:32.000Z');
    await expect.poll(() => countOf(annaChat, hourReminder), { timeout: 15_000 }).toBe(2);
  });

  it('should unlink her dialog by bot_stopped and record the consent withdrawn', async () => {
    expect((await stop(annaChat)).status).toBe(200);
    await expect.poll(async () => (await maxState(anna))?.linked, { timeout: 15_000 }).toBe(false);
    expect((await consentsOf()).map((consent) => `${consent.action} ${consent.source}`)).toEqual(['given messenger-link', 'withdrawn messenger-stopped']);
  });

  it('should unlink a dialog whose bot answers 403 and note it in her client card', async () => {
    const token = await freshLink(anna, '/api/setting/messenger/', { channel: 'max', consent: true });
    const greetings = countOf(annaChat, /^Готово/);
    await start(annaChat, token);
    await expect.poll(() => countOf(annaChat, /^Готово/), { timeout: 15_000 }).toBe(greetings + 1);
    max.script('messages', { status: 403, body: { code: 'chat.denied', message: 'dialog.suspended' } });
    expect((await coach.request('DELETE', `/api/consultation/${consultationId}/`)).status).toBe(200);
    await waitForMessage(annaChat, /^Сессия отменена/);
    await expect.poll(async () => (await maxState(anna))?.linked, { timeout: 15_000 }).toBe(false);
    const notes = async () => (await coach.get<{ consents: Consent[] }>(`/api/admin/clients/${annaId}/`)).body.consents.filter((consent) => consent.source === 'messenger-blocked');
    await expect.poll(notes, { timeout: 15_000 }).toEqual([expect.objectContaining({ kind: 'messenger_max', action: 'withdrawn' })]);
  });
});
