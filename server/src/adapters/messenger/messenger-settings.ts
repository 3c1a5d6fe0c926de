import type { MessengerChannelName } from './messenger-channel';

/** One messenger's bot: its token, its public name (for the deep link), the webhook's secret and the API's address. */
export type BotSettings = { token: string; username: string; webhookSecret: string; apiUrl: string };

/** The configured messengers; one without its token is absent (the settings say it is not configured). */
export type MessengerSettings = Partial<Record<MessengerChannelName, BotSettings>>;

const textOf = (env: NodeJS.ProcessEnv, name: string): string | undefined => env[name]?.trim() || undefined;

function botOf(env: NodeJS.ProcessEnv, prefix: 'TELEGRAM' | 'MAX', defaultApiUrl: string): BotSettings | undefined {
  const token = textOf(env, `${prefix}_BOT_TOKEN`);
  if (!token) return undefined;
  const username = textOf(env, `${prefix}_BOT_USERNAME`);
  const webhookSecret = textOf(env, `${prefix}_WEBHOOK_SECRET`);
  const apiUrl = textOf(env, `${prefix}_API_URL`) ?? defaultApiUrl;
  if (!username) throw new Error(`${prefix}_BOT_USERNAME is required with ${prefix}_BOT_TOKEN (the deep link names the bot)`);
  // Telegram's secret_token: 1-256 characters of A-Z, a-z, 0-9, _ and -; MAX's secret: 5-256 of the
  // same. At least 16 here, to be a secret.
  if (!webhookSecret || !/^[\w-]{16,256}$/.test(webhookSecret)) {
    throw new Error(`${prefix}_WEBHOOK_SECRET is required with ${prefix}_BOT_TOKEN: 16 to 256 letters, digits, _ or -`);
  }
  if (!URL.canParse(apiUrl)) throw new Error(`${prefix}_API_URL is not an address: ${apiUrl}`);
  return { token, username: username.replace(/^@/, ''), webhookSecret, apiUrl: apiUrl.replace(/\/$/, '') };
}

/** Reads `TELEGRAM_*` and `MAX_*`; throws a readable error when a token comes without its name or secret. */
export function messengerSettingsFromEnvironment(env: NodeJS.ProcessEnv): MessengerSettings {
  const telegram = botOf(env, 'TELEGRAM', 'https://api.telegram.org');
  // MAX's documentation (dev.max.ru/docs-api) and its official client send the bots to
  // platform-api2.max.ru now, in place of platform-api.max.ru.
  const max = botOf(env, 'MAX', 'https://platform-api2.max.ru');
  return { ...(telegram ? { telegram } : {}), ...(max ? { max } : {}) };
}
