import { describe, expect, it } from 'vitest';
import { messengerSettingsFromEnvironment } from './messenger-settings';

const telegram = { TELEGRAM_BOT_TOKEN: '123:abc', TELEGRAM_BOT_USERNAME: '@practice_bot', TELEGRAM_WEBHOOK_SECRET: 'a-secret-of-20-chars' };

describe('the messengers\' configuration', () => {
  it('should leave a messenger without its token absent', () => {
    expect(messengerSettingsFromEnvironment({})).toEqual({});
  });

  it('should read a bot with its name, secret and the default API address', () => {
    expect(messengerSettingsFromEnvironment(telegram)).toEqual({
      telegram: { token: '123:abc', username: 'practice_bot', webhookSecret: 'a-secret-of-20-chars', apiUrl: 'https://api.telegram.org' },
    });
    expect(messengerSettingsFromEnvironment({ ...telegram, TELEGRAM_API_URL: 'http://127.0.0.1:9/' }).telegram?.apiUrl).toBe('http://127.0.0.1:9');
  });

  it('should read MAX\'s bot the same way, with its default API address', () => {
    const max = { MAX_BOT_TOKEN: 'max-token', MAX_BOT_USERNAME: 'id7701234567_bot', MAX_WEBHOOK_SECRET: 'max-secret-of-20-chars' };
    expect(messengerSettingsFromEnvironment(max)).toEqual({
      max: { token: 'max-token', username: 'id7701234567_bot', webhookSecret: 'max-secret-of-20-chars', apiUrl: 'https://platform-api2.max.ru' },
    });
    expect(() => messengerSettingsFromEnvironment({ ...max, MAX_BOT_USERNAME: ' ' })).toThrow(/MAX_BOT_USERNAME/);
    expect(() => messengerSettingsFromEnvironment({ ...max, MAX_WEBHOOK_SECRET: undefined })).toThrow(/MAX_WEBHOOK_SECRET/);
  });

  it('should refuse a token without the bot\'s name or a webhook secret worth the name', () => {
    expect(() => messengerSettingsFromEnvironment({ ...telegram, TELEGRAM_BOT_USERNAME: '' })).toThrow(/TELEGRAM_BOT_USERNAME/);
    expect(() => messengerSettingsFromEnvironment({ ...telegram, TELEGRAM_WEBHOOK_SECRET: 'short' })).toThrow(/TELEGRAM_WEBHOOK_SECRET/);
    expect(() => messengerSettingsFromEnvironment({ ...telegram, TELEGRAM_WEBHOOK_SECRET: 'has spaces in the secret' })).toThrow(/TELEGRAM_WEBHOOK_SECRET/);
  });
});
