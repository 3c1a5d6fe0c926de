import { describe, expect, it } from 'vitest';
import { configuredProviders, providerProblem, roomSettingsFromEnvironment, telemostDefaultApiUrl } from './room-settings';

describe('the room providers the environment configures', () => {
  it('should offer the static link alone without Jitsi’s or Telemost’s settings, and refuse the others in Russian', () => {
    const settings = roomSettingsFromEnvironment({});
    expect(configuredProviders(settings)).toEqual(['static']);
    expect(providerProblem('static', settings)).toBeUndefined();
    expect(providerProblem('jitsi', settings)).toMatch(/Jitsi не настроен.*JITSI_URL/);
    expect(providerProblem('telemost', settings)).toMatch(/Телемост не настроен.*TELEMOST_OAUTH_TOKEN/);
  });

  it('should take Jitsi with its three settings and Telemost with its token, on Yandex’s API unless told another', () => {
    const settings = roomSettingsFromEnvironment({ JITSI_URL: 'https://meet.coach.ru/', JITSI_APP_ID: 'coach', JITSI_APP_SECRET: 's3cret', TELEMOST_OAUTH_TOKEN: 'y0_token' });
    expect(configuredProviders(settings)).toEqual(['static', 'jitsi', 'telemost']);
    expect(settings.jitsi).toEqual({ url: 'https://meet.coach.ru', appId: 'coach', appSecret: 's3cret' });
    expect(settings.telemost).toEqual({ oauthToken: 'y0_token', apiUrl: telemostDefaultApiUrl });
    expect(providerProblem('jitsi', settings)).toBeUndefined();
  });

  it('should refuse a half-configured Jitsi at start rather than when a client joins', () => {
    expect(() => roomSettingsFromEnvironment({ JITSI_URL: 'https://meet.coach.ru', JITSI_APP_ID: 'coach' })).toThrow(/JITSI_APP_SECRET missing/);
  });
});
