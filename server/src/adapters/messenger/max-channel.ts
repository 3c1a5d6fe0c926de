import { z } from 'zod';
import type { Logger } from '../../config/logger';
import type { BotSettings } from './messenger-settings';
import { MessengerChatGone, MessengerRetryLater, type IncomingUpdate, type MessengerButton, type MessengerChannel, type OutgoingMessage } from './messenger-channel';
import { createPacer } from './pacer';
import { secretMatches } from './secret-header';

/** MAX's ids are 64-bit integers; kept as text, as the port's chats are. */
const maxId = z.union([z.number().int(), z.string().regex(/^-?\d{1,20}$/)]).transform(String);

/** The dialog a message was in (`Message.recipient.chat_id`, null for a message to a user). */
const maxMessage = z.object({
  recipient: z.object({ chat_id: maxId.nullable().optional() }),
  body: z.object({ text: z.string().max(4000).nullable().optional() }).optional(),
});

/**
 * The part of MAX's `Update` the practice reads (api-schema 0.0.33, `components.schemas.Update`):
 * the bot started with the deep link's `payload`, stopped, a message in the dialog, a pressed button.
 */
const maxUpdate = z.discriminatedUnion('update_type', [
  z.object({ update_type: z.literal('bot_started'), chat_id: maxId, payload: z.string().max(512).nullable().optional() }),
  z.object({ update_type: z.literal('bot_stopped'), chat_id: maxId }),
  z.object({ update_type: z.literal('message_created'), message: maxMessage }),
  z.object({
    update_type: z.literal('message_callback'),
    callback: z.object({ callback_id: z.string().min(1).max(100), payload: z.string().max(1024).nullable().optional() }),
    message: maxMessage.nullable().optional(),
  }),
]);

/** An error answer: `{ code, message }` with the HTTP status (`components.schemas.Error`). */
const errorAnswer = z.object({ code: z.string().optional(), message: z.string().optional() });

/** `/start TOKEN` or `/stop` typed in the dialog: the same as the deep link's start and the bot's stop. */
const commandPattern = /^\/(start|stop)(?:\s+(\S+))?\s*$/;

/** The link tokens the practice issues fit here (the job's payload takes up to 64 characters); a longer payload is no token of ours. */
const tokenOf = (payload: string | null | undefined): string | null => (payload && payload.length <= 64 && /^\S+$/.test(payload) ? payload : null);

/** A MAX update's meaning (pure). */
export function parseMaxUpdate(body: unknown): IncomingUpdate {
  const parsed = maxUpdate.safeParse(body);
  if (!parsed.success) return { kind: 'ignored' };
  const update = parsed.data;
  switch (update.update_type) {
    case 'bot_started':
      return { kind: 'start', chatId: update.chat_id, token: tokenOf(update.payload) };
    case 'bot_stopped':
      return { kind: 'stop', chatId: update.chat_id };
    case 'message_callback': {
      const chatId = update.message?.recipient.chat_id;
      const data = update.callback.payload;
      // A button under a deleted message (`message: null`) names no chat: nothing to confirm.
      if (!chatId || !data || data.length > 64) return { kind: 'ignored' };
      return { kind: 'callback', chatId, callbackId: update.callback.callback_id, data };
    }
    case 'message_created': {
      const chatId = update.message.recipient.chat_id;
      const command = update.message.body?.text?.match(commandPattern);
      if (!chatId || !command) return { kind: 'ignored' };
      return command[1] === 'start' ? { kind: 'start', chatId, token: tokenOf(command[2]) } : { kind: 'stop', chatId };
    }
  }
}

const keyboardButton = (button: MessengerButton) =>
  button.kind === 'url' ? { type: 'link', text: button.text, url: button.url } : { type: 'callback', text: button.text, payload: button.data };

/** `Retry-After` in seconds, when MAX sends it (its documentation names none); a second otherwise. */
function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return header !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000;
}

/**
 * MAX's Bot API (https://dev.max.ru/docs-api): `POST /messages?chat_id=` with an `inline_keyboard`
 * attachment, `POST /answers?callback_id=` with a `notification`, updates by webhook
 * (`POST /subscriptions` with `secret`, sent back as `X-Max-Bot-Api-Secret`), deep links
 * `https://max.ru/<bot>?start=<payload>`; the token in the `Authorization` header. Paced to two
 * messages a second per dialog and 30 requests a second in all.
 */
export function createMaxChannel(settings: BotSettings, logger: Logger): MessengerChannel {
  const pace = createPacer({ everyMs: 34, perChatMs: 500 });

  async function call(method: string, query: Record<string, string>, body: Record<string, unknown>): Promise<void> {
    const url = new URL(`${settings.apiUrl}/${method}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: settings.token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const answer: unknown = await response.json().catch(() => ({}));
    // `/answers` and `/subscriptions` answer 200 with `{ success: false, message }` when they refuse.
    const refused = z.object({ success: z.literal(false), message: z.string().optional() }).safeParse(answer);
    if (response.ok && !refused.success) return;
    const error = errorAnswer.safeParse(answer);
    const detail = (refused.success && refused.data.message) || (error.success && [error.data.code, error.data.message].filter(Boolean).join(': ')) || `HTTP ${response.status}`;
    if (response.status === 429) throw new MessengerRetryLater(retryAfterMs(response.headers.get('retry-after')));
    // 403: the user stopped (blocked) the bot, or the bot has no access to the chat; 404: no such chat.
    if (response.status === 403) throw new MessengerChatGone('blocked', detail);
    if (response.status === 404 && method === 'messages') throw new MessengerChatGone('chat-gone', detail);
    logger.warn({ method, status: response.status, detail }, 'max: the Bot API refused a call');
    throw new Error(`MAX ${method}: ${detail}`);
  }

  return {
    name: 'max',
    deepLink: (token) => `https://max.ru/${settings.username}?start=${token}`,
    verifyWebhook: (header) => secretMatches(header('x-max-bot-api-secret'), settings.webhookSecret),
    parseUpdate: parseMaxUpdate,
    async send(chat: string, message: OutgoingMessage) {
      await pace(chat);
      const buttons = message.buttons ?? [];
      await call('messages', { chat_id: chat }, {
        text: message.text,
        ...(buttons.length > 0 ? { attachments: [{ type: 'inline_keyboard', payload: { buttons: [buttons.map(keyboardButton)] } }] } : {}),
      });
    },
    async answerCallback(callbackId, text) {
      await call('answers', { callback_id: callbackId }, { notification: text });
    },
    async registerWebhook(url) {
      await call('subscriptions', {}, { url, secret: settings.webhookSecret, update_types: ['bot_started', 'bot_stopped', 'message_created', 'message_callback'] });
    },
  };
}
