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

describe('loadConfig: how long a write waits for the read models', () => {
  it('should leave the wait to the projections by default and take READ_MODEL_WAIT_MS in milliseconds', () => {
    expect(loadConfig({}).readModelWaitMs).toBeUndefined();
    expect(loadConfig({ READ_MODEL_WAIT_MS: '15000' }).readModelWaitMs).toBe(15_000);
  });

  it('should refuse a wait that is not a positive whole number of milliseconds', () => {
    expect(() => loadConfig({ READ_MODEL_WAIT_MS: '0' })).toThrow(/READ_MODEL_WAIT_MS/);
    expect(() => loadConfig({ READ_MODEL_WAIT_MS: 'soon' })).toThrow(/READ_MODEL_WAIT_MS/);
  });
});
