import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: where mail links point', () => {
  it('should take PUBLIC_URL as given, without a trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://coach.example/' });
    expect(config.publicUrl).toBe('https://coach.example');
    expect(config.publicUrlFollowsListener).toBe(false);
  });

  it('should follow the port it listens on when PUBLIC_URL is not set', () => {
    const config = loadConfig({ PORT: '4123' });
    expect(config.publicUrl).toBe('http://localhost:4123');
    expect(config.publicUrlFollowsListener).toBe(true);
  });

  it('should refuse to start in production without PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) })).toThrow(/PUBLIC_URL is required/);
  });
});
