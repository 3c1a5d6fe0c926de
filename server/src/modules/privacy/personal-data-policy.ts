import type { RegisteredEvent, RegisteredEventOf, RegisteredEventType } from '../event-registry';

/**
 * Which fields of which events are personal data. They are stored encrypted under the stream's
 * key and read back as null once the key is destroyed; `redactPersonalData` gives the same null
 * for a read model that scrubs a copy it made while the key still existed.
 */
export const personalDataFields = {
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
} as const satisfies { [Type in RegisteredEventType]?: readonly PathsOf<RegisteredEventOf<Type>['data']>[] };

type PersonalDataFields = typeof personalDataFields;

/** The dotted paths of an event's data (`buyer.email`), for naming its personal fields. */
type PathsOf<Data> = Data extends object
  ? { [Key in keyof Data & string]: Key | (NonNullable<Data[Key]> extends object ? `${Key}.${PathsOf<NonNullable<Data[Key]>>}` : never) }[keyof Data & string]
  : never;

type InnerPaths<Paths extends string, Key extends string> = Paths extends `${Key}.${infer Rest}` ? Rest : never;

/** `Data` with the fields at `Paths` (dotted) also `null`. */
type NullAt<Data, Paths extends string> = {
  [Key in keyof Data]: Key extends Paths
    ? Data[Key] | null
    : Key extends string
      ? [InnerPaths<Paths, Key>] extends [never]
        ? Data[Key]
        : NullAt<Data[Key], InnerPaths<Paths, Key>>
      : Data[Key];
};

/**
 * A registered event as the store gives it back: its personal fields read as null once its
 * stream's key is destroyed, so readers (projections) must expect them so.
 */
export type Erasable<Event extends RegisteredEvent> = Event['type'] extends keyof PersonalDataFields
  ? { type: Event['type']; data: NullAt<Event['data'], PersonalDataFields[Event['type']][number]> }
  : Event;

const fieldsByType: Readonly<Record<string, readonly string[] | undefined>> = personalDataFields;

export const hasPersonalData = (type: string): boolean => type in fieldsByType;

type Json = Record<string, unknown>;

/** A copy of `data` with each personal field replaced by what `transform` returns for it. */
export function mapPersonalFields(type: string, data: unknown, transform: (value: unknown) => unknown): unknown {
  const paths = fieldsByType[type];
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
