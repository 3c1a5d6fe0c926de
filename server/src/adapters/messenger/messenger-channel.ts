/** The messengers the practice can speak through, beside mail. */
export const messengerChannelNames = ['telegram', 'max'] as const;
export type MessengerChannelName = (typeof messengerChannelNames)[number];

/** A button under a message: one that answers back to the bot, or one that opens an address. */
export type MessengerButton = { kind: 'callback'; text: string; data: string } | { kind: 'url'; text: string; url: string };

export type OutgoingMessage = { text: string; buttons?: readonly MessengerButton[] };

/**
 * What a webhook's update means to the practice, whatever the platform: a chat opened with the
 * link's token, the chat's `/stop`, a pressed callback button, or anything else (ignored).
 */
export type IncomingUpdate =
  | { kind: 'start'; chatId: string; token: string | null }
  | { kind: 'stop'; chatId: string }
  | { kind: 'callback'; chatId: string; callbackId: string; data: string }
  | { kind: 'ignored' };

/** The platform asks to wait (HTTP 429 with `retry_after`): the same message may go after that delay. */
export class MessengerRetryLater extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`The messenger asks to retry after ${retryAfterMs} ms`);
    this.name = 'MessengerRetryLater';
  }
}

/** The chat can no longer be written to: the bot was blocked (403), or the chat is gone (400 «chat not found»). */
export class MessengerChatGone extends Error {
  constructor(readonly reason: 'blocked' | 'chat-gone', detail: string) {
    super(detail);
    this.name = 'MessengerChatGone';
  }
}

/**
 * The port every messenger adapter fills. Sending throws `MessengerRetryLater` or
 * `MessengerChatGone` for the two answers the caller acts on, and a plain error for the rest.
 */
export interface MessengerChannel {
  readonly name: MessengerChannelName;
  /** The one-time address that opens the bot's chat with the linking token. */
  deepLink(token: string): string;
  /** Whether a webhook request carries the secret the bot was registered with (compared in constant time). */
  verifyWebhook(header: (name: string) => string | undefined): boolean;
  /** The update's meaning (pure: no call to the platform). */
  parseUpdate(body: unknown): IncomingUpdate;
  send(chatId: string, message: OutgoingMessage): Promise<void>;
  /** Acknowledges a pressed callback button with a short notice in the chat. */
  answerCallback(callbackId: string, text: string): Promise<void>;
  /** Tells the platform where to deliver the updates, with the secret it is to send along. */
  registerWebhook(url: string): Promise<void>;
}
