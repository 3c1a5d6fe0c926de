import type { RegisteredEvent, RegisteredEventOf, RegisteredEventType } from '../event-registry';

/**
 * Which fields of which events are personal data. They are stored encrypted under the stream's
 * key and read back as null once the key is destroyed; `redactPersonalData` gives the same null
 * for a read model that scrubs a copy it made while the key still existed.
 */
export const personalDataFields = {
  UserRegistered: ['email'],
  CoachAccountOpened: ['email'],
  UserEmailChanged: ['email'],
  UserNameChanged: ['name'],
  UserTimeZoneChanged: ['timeZone'],
  // Where a consent was given or withdrawn from: the client's network address.
  PersonalDataConsentGiven: ['address'],
  AdvertisingConsentGiven: ['address'],
  AdvertisingConsentWithdrawn: ['address'],
  ProcessorConsentGiven: ['address'],
  ProcessorConsentWithdrawn: ['address'],
  PurchaseStarted: ['buyer.email'],
  GuestConsentsGiven: ['email', 'address'],
  GuestAdvertisingConsentWithdrawn: ['email'],
  ConsultationSummaryWritten: ['description'],
  CreditsGrantedByCoach: ['reason'],
  CreditsWithdrawnByCoach: ['reason'],
  ClientNoteWritten: ['text'],
  ClientNoteEdited: ['text'],
  IntakeAnswered: ['answers'],
  TestimonialWritten: ['text'],
  GiftCertificateOrdered: ['recipientName', 'recipientEmail', 'message'],
  WorkspaceMessagePosted: ['text'],
  WorkspaceFileAdded: ['name'],
  HomeworkDraftSaved: ['answers'],
  HomeworkSubmitted: ['answers'],
  HomeworkCommented: ['comment'],
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

/** Each event type's personal fields as key paths (`buyer.email` → `['buyer', 'email']`). */
const pathsByType: ReadonlyMap<string, readonly (readonly string[])[]> = new Map(
  Object.entries(personalDataFields).map(([type, paths]) => [type, paths.map((path) => path.split('.'))]),
);

export const hasPersonalData = (type: string): boolean => pathsByType.has(type);

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** `holder` with the value at `keys` replaced by what `transform` returns for it; copies only the objects on the way. */
function mapAt(holder: Json, keys: readonly string[], transform: (value: unknown) => unknown): Json {
  const [key, ...rest] = keys;
  if (key === undefined || !(key in holder)) return holder;
  if (rest.length === 0) return { ...holder, [key]: transform(holder[key]) };
  const inner = holder[key];
  return isObject(inner) ? { ...holder, [key]: mapAt(inner, rest, transform) } : holder;
}

/**
 * `data` with each personal field replaced by what `transform` returns for it. `data` itself is
 * left as it was: the objects holding a personal field are copied, everything else is shared.
 */
export function mapPersonalFields(type: string, data: unknown, transform: (value: unknown) => unknown): unknown {
  const paths = pathsByType.get(type);
  if (!paths || !isObject(data)) return data;
  return paths.reduce((copy, keys) => mapAt(copy, keys, transform), data);
}

export const redactPersonalData = (type: string, data: unknown): unknown => mapPersonalFields(type, data, () => null);
