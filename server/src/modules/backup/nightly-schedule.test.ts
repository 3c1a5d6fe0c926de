import { describe, expect, it } from 'vitest';
import { nextNightlyRun } from './nightly-schedule';

describe('nextNightlyRun', () => {
  it('should run at the coming 03:00 Moscow time, which is 00:00 UTC', () => {
    expect(nextNightlyRun(new Date('2026-11-22T09:00:00Z'))).toEqual({ at: new Date('2026-11-23T00:00:00Z'), night: '2026-11-23' });
  });

  it('should move to the next night once 03:00 has come', () => {
    expect(nextNightlyRun(new Date('2026-11-23T00:00:00Z')).at).toEqual(new Date('2026-11-24T00:00:00Z'));
    expect(nextNightlyRun(new Date('2026-11-22T23:59:59Z')).at).toEqual(new Date('2026-11-23T00:00:00Z'));
  });
});
