import { z } from 'zod';
import type { Logger } from '../../config/logger';
import type { BotSettings } from './messenger-settings';
import { MessengerChatGone, MessengerRetryLater, type IncomingUpdate, type MessengerButton, type MessengerChannel, type OutgoingMessage } from './messenger-channel';
import { createPacer } from './pacer';
import { secretMatches } from './secret-header';

const chatId = z.union([z.number().int(), z.string().min(1).max(100)]).transform(String);

/** The part of a Bot API `Update` the practice reads (https://core.telegram.org/bots/api#update). */
const telegramUpdate = z.object({
  update_id: z.number().int(),
  message: z.object({ chat: z.object({ id: chatId }), text: z.string().max(4096).optional() }).optional(),
  callback_query: z
    .object({ id: z.string().min(1).max(100), data: z.string().max(64).optional(), message: z.object({ chat: z.object({ id: chatId }) }).optional() })
    .optional(),
});

/** An error answer of the Bot API: `ok: false` with the code, a description and, for 429, `parameters.retry_after` in seconds. */
const errorAnswer = z.object({
  error_code: z.number().int().optional(),
  description: z.string().optional(),
  parameters: z.object({ retry_after: z.number().int().min(0).optional() }).optional(),
});

/** `/start TOKEN`, `/start@bot TOKEN`, `/stop`: the command and its argument. */
const commandPattern = /^\/(start|stop)(?:@\w+)?(?:\s+(\S+))?\s*$/;

/** A Bot API update's meaning (pure). */
export function parseTelegramUpdate(body: unknown): IncomingUpdate {
  const parsed = telegramUpdate.safeParse(body);
  if (!parsed.success) return { kind: 'ignored' };
  const { message, callback_query: callback } = parsed.data;
  if (callback?.data && callback.message) return { kind: 'callback', chatId: callback.message.chat.id, callbackId: callback.id, data: callback.data };
  const command = message?.text?.match(commandPattern);
  if (!message || !command) return { kind: 'ignored' };
  return command[1] === 'start' ? { kind: 'start', chatId: message.chat.id, token: command[2] ?? null } : { kind: 'stop', chatId: message.chat.id };
}

const inlineButton = (button: MessengerButton) => (button.kind === 'url' ? { text: button.text, url: button.url } : { text: button.text, callback_data: button.data });

/**
 * Telegram's Bot API (https://core.telegram.org/bots/api): `sendMessage` with an inline keyboard,
 * `answerCallbackQuery`, updates by webhook with `X-Telegram-Bot-Api-Secret-Token`, deep links
 * `https://t.me/<bot>?start=<token>`. Paced to one message a second per chat and 30 a second in all.
 */
export function createTelegramChannel(settings: BotSettings, logger: Logger): MessengerChannel {
  const pace = createPacer({ everyMs: 34, perChatMs: 1000 });

  async function call(method: string, body: Record<string, unknown>): Promise<void> {
    const response = await fetch(`${settings.apiUrl}/bot${settings.token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (response.ok) return;
    const answer = errorAnswer.safeParse(await response.json().catch(() => ({})));
    const detail = (answer.success && answer.data.description) || `HTTP ${response.status}`;
    const retryAfter = answer.success ? answer.data.parameters?.retry_after : undefined;
    if (response.status === 429) throw new MessengerRetryLater((retryAfter ?? 1) * 1000);
    if (response.status === 403) throw new MessengerChatGone('blocked', detail);
    if (response.status === 400 && /chat not found|user is deactivated/i.test(detail)) throw new MessengerChatGone('chat-gone', detail);
    logger.warn({ method, status: response.status, detail }, 'telegram: the Bot API refused a call');
    throw new Error(`Telegram ${method}: ${detail}`);
  }

  return {
    name: 'telegram',
    deepLink: (token) => `https://t.me/${settings.username}?start=${token}`,
    verifyWebhook: (header) => secretMatches(header('x-telegram-bot-api-secret-token'), settings.webhookSecret),
    parseUpdate: parseTelegramUpdate,
    async send(chat: string, message: OutgoingMessage) {
      await pace(chat);
      const buttons = message.buttons ?? [];
      await call('sendMessage', {
        chat_id: chat,
        text: message.text,
        ...(buttons.length > 0 ? { reply_markup: { inline_keyboard: [buttons.map(inlineButton)] } } : {}),
      });
    },
    async answerCallback(callbackId, text) {
      await call('answerCallbackQuery', { callback_query_id: callbackId, text });
    },
    async registerWebhook(url) {
      await call('setWebhook', { url, secret_token: settings.webhookSecret, allowed_updates: ['message', 'callback_query'] });
    },
  };
}
