import { setTimeout as sleep } from 'node:timers/promises';

/** The spacing a platform asks for: between any two messages of the bot, and between two to one chat. */
export type PaceLimits = { everyMs: number; perChatMs: number };

/**
 * Spaces one process's messages to a platform so they stay under its limits (Telegram: about 30 a
 * second in all and one a second to a chat). Another process keeps its own pace; the 429 answer and
 * its `retry_after` cover what the two together may exceed.
 */
export function createPacer(limits: PaceLimits, clock: () => number = () => performance.now()) {
  let nextAny = 0;
  const nextByChat = new Map<string, number>();
  return async function pace(chatId: string): Promise<void> {
    const now = clock();
    const at = Math.max(now, nextAny, nextByChat.get(chatId) ?? 0);
    nextAny = at + limits.everyMs;
    nextByChat.set(chatId, at + limits.perChatMs);
    // The map forgets chats whose spacing has passed, so it holds only the last second's chats.
    for (const [chat, next] of nextByChat) if (next <= now) nextByChat.delete(chat);
    if (at > now) await sleep(at - now);
  };
}
