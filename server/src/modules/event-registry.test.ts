import { describe, expect, it } from 'vitest';
import { readModelProjections } from '../../../projections';
import { eventRegistry } from './event-registry';

// Types that old stores still hold but nothing appends any more (see users/events.ts).
const retired = new Set(['EmailClaimed', 'EmailReleased']);

describe('event registry', () => {
  it('should hold every event type a read model applies', () => {
    const applied = new Set(readModelProjections.flatMap((projection) => Object.keys(projection.handlers)));
    const unregistered = [...applied].filter((type) => !eventRegistry.has(type) && !retired.has(type));
    expect(unregistered).toEqual([]);
    expect(eventRegistry.size).toBeGreaterThanOrEqual(26);
  });
});
