import { describe, expect, it } from 'vitest';
import { eventRegistry } from '../modules/event-registry';
import type { EventStore, NewEvent } from './event-store';
import { InvalidEventError, withEventValidation } from './validating-store';

/** A store that only records what reaches it, to show what validation lets through. */
function recordingStore(): EventStore & { appended: NewEvent[] } {
  const appended: NewEvent[] = [];
  return {
    appended,
    async appendToStream(_streamId, events) {
      appended.push(...events);
      return { nextExpectedRevision: appended.length - 1, position: BigInt(appended.length) };
    },
    readStream: async () => [],
    readAll: async () => [],
    subscribeToAll: () => ({ stop: async () => {} }),
    close: async () => {},
  };
}

const metadata = { actor: 'user-1', correlationId: 'corr-1' };
const nameChanged = (name: string | null): NewEvent => ({
  type: 'UserNameChanged',
  data: { userId: 'u-1', name, changedAt: '2026-11-22T09:00:00.000Z' },
  metadata,
});

async function refusal(store: EventStore, events: NewEvent[]): Promise<InvalidEventError> {
  const error = await store.appendToStream('user-u-1', events).then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(InvalidEventError);
  return error as InvalidEventError;
}

describe('event validation on append', () => {
  it('should append an event that fits its schema', async () => {
    const inner = recordingStore();
    await withEventValidation(inner, eventRegistry).appendToStream('user-u-1', [nameChanged('Анна\tи Борис')]);
    expect(inner.appended).toEqual([nameChanged('Анна\tи Борис')]);
  });

  it.each([['NUL', 'a\u0000b'], ['C1', '\u0085'], ['lone surrogate', '\ud800']])('should refuse UserNameChanged with %s and store nothing', async (_name, name) => {
    const inner = recordingStore();
    const error = await refusal(withEventValidation(inner, eventRegistry), [nameChanged(name)]);
    expect(error.eventType).toBe('UserNameChanged');
    expect(error.problems.join()).toMatch(/^data\.name: /);
    expect(inner.appended).toEqual([]);
  });

  it('should refuse the whole append when one of its events is invalid', async () => {
    const inner = recordingStore();
    await refusal(withEventValidation(inner, eventRegistry), [nameChanged('Анна'), nameChanged('\u0000')]);
    expect(inner.appended).toEqual([]);
  });

  it('should refuse an unknown event type', async () => {
    const inner = recordingStore();
    const error = await refusal(withEventValidation(inner, eventRegistry), [{ type: 'EmailClaimed', data: {}, metadata }]);
    expect(error.problems).toEqual(['неизвестный тип события']);
    expect(inner.appended).toEqual([]);
  });

  it('should refuse data out of its bounds, a field it does not know with NUL, and NUL in the metadata', async () => {
    const store = withEventValidation(recordingStore(), eventRegistry);
    const payment = { purchaseId: 'p-1', paymentId: 'pay-1', amountKopecks: 350_000, succeededAt: '2026-11-22T09:00:00.000Z' };
    await store.appendToStream('purchase-p-1', [{ type: 'PaymentSucceeded', data: payment, metadata }]);
    expect((await refusal(store, [{ type: 'PaymentSucceeded', data: { ...payment, amountKopecks: 1e308 }, metadata }])).problems.join()).toMatch(/amountKopecks/);
    expect((await refusal(store, [{ type: 'PaymentSucceeded', data: { ...payment, succeededAt: 'вчера' }, metadata }])).problems.join()).toMatch(/succeededAt/);
    expect((await refusal(store, [{ type: 'PaymentSucceeded', data: { ...payment, note: '\u0000' }, metadata }])).problems.join()).toMatch(/data\.note/);
    expect((await refusal(store, [{ ...nameChanged('Анна'), metadata: { ...metadata, requestId: '\u0000' } }])).problems.join()).toMatch(/metadata\.requestId/);
  });
});
