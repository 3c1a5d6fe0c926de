/**
 * Which fields of which events are personal data. They are stored encrypted under the stream's
 * key and read back as null once the key is destroyed; `redactPersonalData` gives the same null
 * for a read model that scrubs a copy it made while the key still existed.
 */
export const personalDataFields: Readonly<Record<string, readonly string[]>> = {
  UserRegistered: ['email'],
  UserEmailChanged: ['email'],
  UserNameChanged: ['name'],
  PurchaseStarted: ['buyer.email'],
  GuestConsentsGiven: ['email'],
  GuestAdvertisingConsentWithdrawn: ['email'],
  ConsultationSummaryWritten: ['description'],
  CreditsGrantedByCoach: ['reason'],
  CreditsWithdrawnByCoach: ['reason'],
  ClientNoteWritten: ['text'],
  ClientNoteEdited: ['text'],
};

export const hasPersonalData = (type: string): boolean => type in personalDataFields;

type Json = Record<string, unknown>;

/** A copy of `data` with each personal field replaced by what `transform` returns for it. */
export function mapPersonalFields(type: string, data: unknown, transform: (value: unknown) => unknown): unknown {
  const paths = personalDataFields[type];
  if (!paths || typeof data !== 'object' || data === null) return data;
  const copy = structuredClone(data) as Json;
  for (const path of paths) {
    const keys = path.split('.');
    const last = keys.pop()!;
    let holder: Json | undefined = copy;
    for (const key of keys) holder = holder?.[key] !== null && typeof holder?.[key] === 'object' ? (holder[key] as Json) : undefined;
    if (holder && last in holder) holder[last] = transform(holder[last]);
  }
  return copy;
}

export const redactPersonalData = (type: string, data: unknown): unknown => mapPersonalFields(type, data, () => null);
