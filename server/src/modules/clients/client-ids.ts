import { createHash } from 'node:crypto';

/**
 * A client of the back office is either an account (her id is the user id) or a guest who bought
 * without one (her id is derived from her address, so it is stable without a table and never
 * shows the address in a URL or a log).
 */
export type ClientRef = { kind: 'account'; userId: string } | { kind: 'guest'; email: string };

const guestPrefix = 'guest-';
const guestHashLength = 32;

export const guestClientId = (email: string): string =>
  guestPrefix + createHash('sha256').update(email.toLowerCase(), 'utf8').digest('hex').slice(0, guestHashLength);

export const isGuestClientId = (id: string): boolean => id.startsWith(guestPrefix);

/** The same derivation in SQL, for the read models' addresses (checked against `guestClientId` by the tests). */
export const guestClientIdSql = (emailColumn: string): string =>
  `'${guestPrefix}' || substr(encode(sha256(convert_to(lower(${emailColumn}), 'UTF8')), 'hex'), 1, ${guestHashLength})`;

/** The ids a client's notes may be kept under: her account's and those of the addresses she bought with as a guest. */
export const noteOwnerIds = (client: { userId: string | null; addresses: readonly string[] }): string[] => [
  ...(client.userId ? [client.userId] : []),
  ...client.addresses.map(guestClientId),
];

/** The coach's private notes about one client: `client-notes-{clientId}`. */
export const clientNotesStreamId = (clientId: string) => `client-notes-${clientId}`;
