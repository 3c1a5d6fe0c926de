import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../config/logger';
import { createMaxChannel, parseMaxUpdate } from './max-channel';
import { MessengerChatGone, MessengerRetryLater } from './messenger-channel';

const user = { user_id: 501, first_name: 'Анна', is_bot: false };
const message = (text: string | null, chatId: number | null = 7001) => ({
  update_type: 'message_created',
  timestamp: 1,
  message: { sender: user, recipient: { chat_id: chatId, chat_type: 'dialog' }, timestamp: 1, body: { mid: 'mid.1', seq: 1, text } },
});

describe("MAX's updates as the practice reads them", () => {
  it('should read bot_started with the deep link\'s payload as a start with its token, and without one as a bare start', () => {
    expect(parseMaxUpdate({ update_type: 'bot_started', timestamp: 1, chat_id: 7001, user, payload: 'AbC_12-x' })).toEqual({ kind: 'start', chatId: '7001', token: 'AbC_12-x' });
    expect(parseMaxUpdate({ update_type: 'bot_started', timestamp: 1, chat_id: 7001, user, payload: null })).toEqual({ kind: 'start', chatId: '7001', token: null });
    expect(parseMaxUpdate({ update_type: 'bot_started', timestamp: 1, chat_id: 7001, user })).toEqual({ kind: 'start', chatId: '7001', token: null });
    expect(parseMaxUpdate({ update_type: 'bot_started', timestamp: 1, chat_id: 7001, user, payload: 'x'.repeat(100) })).toEqual({ kind: 'start', chatId: '7001', token: null });
  });

  it('should read bot_stopped, and /start TOKEN or /stop typed in the dialog', () => {
    expect(parseMaxUpdate({ update_type: 'bot_stopped', timestamp: 1, chat_id: -7002, user })).toEqual({ kind: 'stop', chatId: '-7002' });
    expect(parseMaxUpdate(message('/start tok-1'))).toEqual({ kind: 'start', chatId: '7001', token: 'tok-1' });
    expect(parseMaxUpdate(message('/stop'))).toEqual({ kind: 'stop', chatId: '7001' });
  });

  it('should read a pressed callback button with its dialog and payload', () => {
    const pressed = { update_type: 'message_callback', timestamp: 1, callback: { timestamp: 1, callback_id: 'cb-1', payload: 'confirm:7:0', user }, message: message(null).message };
    expect(parseMaxUpdate(pressed)).toEqual({ kind: 'callback', chatId: '7001', callbackId: 'cb-1', data: 'confirm:7:0' });
    expect(parseMaxUpdate({ ...pressed, message: null })).toEqual({ kind: 'ignored' });
    expect(parseMaxUpdate({ ...pressed, callback: { ...pressed.callback, payload: undefined } })).toEqual({ kind: 'ignored' });
  });

  it('should ignore other text, other updates and what is not an update', () => {
    expect(parseMaxUpdate(message('Здравствуйте! /start abc'))).toEqual({ kind: 'ignored' });
    expect(parseMaxUpdate(message(null))).toEqual({ kind: 'ignored' });
    expect(parseMaxUpdate(message('/stop', null))).toEqual({ kind: 'ignored' });
    expect(parseMaxUpdate({ update_type: 'dialog_muted', timestamp: 1, chat_id: 7001, user, muted_until: 0 })).toEqual({ kind: 'ignored' });
    expect(parseMaxUpdate({ update_type: 'bot_started', chat_id: 'seven', user })).toEqual({ kind: 'ignored' });
    expect(parseMaxUpdate('nonsense')).toEqual({ kind: 'ignored' });
  });
});

describe("MAX's adapter against the Bot API's answers", () => {
  const settings = { token: 'max-token', username: 'practice_bot', webhookSecret: 'max-secret-of-20-chars', apiUrl: 'http://max.test' };
  const channel = createMaxChannel(settings, createLogger('silent'));
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));
  afterEach(() => vi.restoreAllMocks());
  /** What the adapter sent as JSON (it always sends a string body). */
  const sentJson = (init: RequestInit | undefined): unknown => JSON.parse(typeof init?.body === 'string' ? init.body : 'null');

  it('should send to the dialog with the token in the header and the buttons as an inline keyboard', async () => {
    const fetched = answer(200, { message: {} });
    await channel.send('7001', { text: 'Напоминание', buttons: [{ kind: 'callback', text: 'Подтверждаю', data: 'confirm:7:0' }, { kind: 'url', text: 'Перенести', url: 'https://example.ru/lk' }] });
    const [url, init] = fetched.mock.calls[0] ?? [];
    expect(url instanceof Request ? url.url : url?.toString()).toBe('http://max.test/messages?chat_id=7001');
    expect(new Headers(init?.headers).get('authorization')).toBe('max-token');
    expect(sentJson(init)).toEqual({
      text: 'Напоминание',
      attachments: [{ type: 'inline_keyboard', payload: { buttons: [[{ type: 'callback', text: 'Подтверждаю', payload: 'confirm:7:0' }, { type: 'link', text: 'Перенести', url: 'https://example.ru/lk' }]] } }],
    });
  });

  it('should turn a 429 into a wait (its Retry-After, else a second), a 403 into a blocked bot and a 404 into a gone chat', async () => {
    answer(429, { code: 'too.many.requests', message: 'Too many requests' }, { 'retry-after': '30' });
    await expect(channel.send('7002', { text: 'a' })).rejects.toEqual(new MessengerRetryLater(30_000));
    answer(429, { code: 'too.many.requests', message: 'Too many requests' });
    await expect(channel.send('7003', { text: 'a' })).rejects.toMatchObject({ retryAfterMs: 1000 });
    answer(403, { code: 'chat.denied', message: 'dialog.suspended' });
    await expect(channel.send('7004', { text: 'a' })).rejects.toEqual(new MessengerChatGone('blocked', 'chat.denied: dialog.suspended'));
    answer(404, { code: 'not.found', message: 'Chat 7005 not found' });
    await expect(channel.send('7005', { text: 'a' })).rejects.toMatchObject({ reason: 'chat-gone' });
    answer(500, { code: 'internal', message: 'oops' });
    await expect(channel.send('7006', { text: 'a' })).rejects.toThrow('MAX messages: internal: oops');
  });

  it('should take a 200 with success false as a refusal, and subscribe with the secret', async () => {
    const fetched = answer(200, { success: false, message: 'url must be https' });
    await expect(channel.registerWebhook('http://practice.test/api/messenger/max/webhook/')).rejects.toThrow(/url must be https/);
    expect(sentJson(fetched.mock.calls[0]?.[1])).toMatchObject({ url: 'http://practice.test/api/messenger/max/webhook/', secret: 'max-secret-of-20-chars' });
  });

  it('should verify the X-Max-Bot-Api-Secret header and link by max.ru/<bot>?start=', () => {
    expect(channel.verifyWebhook((name) => (name === 'x-max-bot-api-secret' ? 'max-secret-of-20-chars' : undefined))).toBe(true);
    expect(channel.verifyWebhook(() => 'max-secret-of-20-chars-no')).toBe(false);
    expect(channel.deepLink('tok')).toBe('https://max.ru/practice_bot?start=tok');
  });
});
