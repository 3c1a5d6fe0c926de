import type { Logger } from '../../config/logger';
import type { EventStore, NewEvent, RecordedEvent } from '../../eventstore/event-store';
import { decorateEventStore } from '../../eventstore/store-decorator';
import { decryptValue, encryptValue, isEncryptedValue } from './field-cipher';
import type { PersonalDataKeys } from './personal-data-keys';
import { hasPersonalData, mapPersonalFields } from './personal-data-policy';

/**
 * An event store whose events keep personal data only encrypted, each stream under its own key
 * (see `personal-data-policy.ts`): appends encrypt, reads decrypt, and a field whose key was
 * destroyed reads as null. Everything else passes through unchanged.
 */
export function withPersonalDataEncryption(inner: EventStore, keys: PersonalDataKeys, logger?: Logger): EventStore {
  async function encrypt(streamId: string, events: readonly NewEvent[]): Promise<NewEvent[]> {
    if (!events.some((event) => hasPersonalData(event.type))) return [...events];
    const key = await keys.keyForWriting(streamId);
    return events.map((event) => ({
      ...event,
      data: mapPersonalFields(event.type, event.data, (value) =>
        typeof value !== 'string' ? value : key ? encryptValue(key, streamId, value) : null,
      ),
    }));
  }

  async function decrypt(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const streams = [...new Set(events.filter((event) => hasPersonalData(event.type)).map((event) => event.streamId))];
    if (streams.length === 0) return events;
    const readable = await keys.keysForReading(streams);
    return events.map((event) => {
      if (!hasPersonalData(event.type)) return event;
      const key = readable.get(event.streamId);
      const data = mapPersonalFields(event.type, event.data, (value) => {
        if (!isEncryptedValue(value)) return value;
        if (!key) return null;
        try {
          return decryptValue(key, event.streamId, value);
        } catch (error) {
          // A value that does not open under its stream's key is corrupt, not personal data to show.
          logger?.error({ err: error, streamId: event.streamId, position: String(event.position) }, 'personal data did not decrypt');
          return null;
        }
      });
      return { ...event, data };
    });
  }

  return decorateEventStore(inner, { beforeAppend: encrypt, afterRead: decrypt });
}
