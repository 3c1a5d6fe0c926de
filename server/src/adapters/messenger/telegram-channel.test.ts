import { describe, expect, it } from 'vitest';
import { secretMatches } from './secret-header';
import { parseTelegramUpdate } from './telegram-channel';

const message = (text: string | undefined, chatId: number | string = 1001) => ({ update_id: 1, message: { message_id: 5, date: 0, chat: { id: chatId, type: 'private' }, ...(text === undefined ? {} : { text }) } });

describe("Telegram's updates as the practice reads them", () => {
  it('should read /start with its token, /start@bot, a bare /start and /stop', () => {
    expect(parseTelegramUpdate(message('/start AbC_12-x'))).toEqual({ kind: 'start', chatId: '1001', token: 'AbC_12-x' });
    expect(parseTelegramUpdate(message('/start@practice_bot tok'))).toEqual({ kind: 'start', chatId: '1001', token: 'tok' });
    expect(parseTelegramUpdate(message('/start'))).toEqual({ kind: 'start', chatId: '1001', token: null });
    expect(parseTelegramUpdate(message('/stop', -100500))).toEqual({ kind: 'stop', chatId: '-100500' });
  });

  it('should read a pressed callback button with its chat and data', () => {
    const update = { update_id: 2, callback_query: { id: 'cb1', from: { id: 1001 }, chat_instance: 'x', data: 'confirm:7:0', message: { message_id: 9, date: 0, chat: { id: 1001 } } } };
    expect(parseTelegramUpdate(update)).toEqual({ kind: 'callback', chatId: '1001', callbackId: 'cb1', data: 'confirm:7:0' });
  });

  it('should ignore other text, messages without text, other updates and what is not an update', () => {
    expect(parseTelegramUpdate(message('Здравствуйте! /start abc'))).toEqual({ kind: 'ignored' });
    expect(parseTelegramUpdate(message('/start one two'))).toEqual({ kind: 'ignored' });
    expect(parseTelegramUpdate(message(undefined))).toEqual({ kind: 'ignored' });
    expect(parseTelegramUpdate({ update_id: 3, edited_message: { chat: { id: 1 }, text: '/stop' } })).toEqual({ kind: 'ignored' });
    expect(parseTelegramUpdate({ message: { chat: { id: 1 }, text: '/stop' } })).toEqual({ kind: 'ignored' });
    expect(parseTelegramUpdate('nonsense')).toEqual({ kind: 'ignored' });
  });
});

describe('the webhook secret', () => {
  it('should match only the exact secret, whatever the length of what was sent', () => {
    expect(secretMatches('webhook-secret-1234', 'webhook-secret-1234')).toBe(true);
    expect(secretMatches('webhook-secret-1235', 'webhook-secret-1234')).toBe(false);
    expect(secretMatches('webhook', 'webhook-secret-1234')).toBe(false);
    expect(secretMatches(undefined, 'webhook-secret-1234')).toBe(false);
  });
});
