import { describe, expect, it } from 'vitest';
import { loggablePath } from './loggable-path';

describe('the path a log line shows', () => {
  it('should name the route instead of a path that carries a token', () => {
    expect(loggablePath('/api/calendar-feed/3f1c9a0b7e4d/')).toBe('/api/calendar-feed/:token/');
    expect(loggablePath('/api/download/eyJhbGciOi.x-y_z/')).toBe('/api/download/:token/');
    expect(loggablePath('/api/sandbox/checkout/ct-123')).toBe('/api/sandbox/checkout/:confirmation_token');
  });

  it('should keep every other path as it is', () => {
    expect(loggablePath('/api/consultation/12/')).toBe('/api/consultation/12/');
    expect(loggablePath('/api/token')).toBe('/api/token');
    expect(loggablePath('/api/schedule/calendar-feed/')).toBe('/api/schedule/calendar-feed/');
  });
});
