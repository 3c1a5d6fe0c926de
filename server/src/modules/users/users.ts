import { createHmac, randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { handleCommand } from '../../eventstore/command-handler';
import type { CommandMetadata } from '../../eventstore/decider';
import { WrongExpectedRevisionError, type EventStore } from '../../eventstore/event-store';
import { advertisingConsentDocument, personalDataConsentDocument } from './consent-documents';
import { userDecider, type UserCommand } from './decider';
import type { ConsentSource, EmailClaimed } from './events';
import { userStreamId } from './events';

export type UserRecord = { id: string; email: string; name: string | null; advertisingConsent: boolean };

type UserRow = { id: string; email: string; name: string | null; advertising_consent: boolean };

const toRecord = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  name: row.name,
  advertisingConsent: row.advertising_consent,
});

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export type Users = ReturnType<typeof createUsers>;

export function createUsers(deps: { db: Database; store: EventStore; secret: string; now: () => Date }) {
  const { db, store } = deps;
  // Keyed so the stream name does not carry the address itself.
  const emailStreamId = (email: string) =>
    `user-email-${createHmac('sha256', deps.secret).update(normalizeEmail(email)).digest('hex')}`;

  /** The address's owner: the first claim wins, a crash after claiming is healed by the next registration. */
  async function claimEmail(email: string, metadata: CommandMetadata): Promise<string> {
    const streamId = emailStreamId(email);
    const userId = randomUUID();
    const claim: EmailClaimed = { type: 'EmailClaimed', data: { userId, claimedAt: deps.now().toISOString() } };
    try {
      await store.appendToStream(streamId, [{ ...claim, metadata: { ...metadata, schemaVersion: 1 } }], { expectedRevision: 'no_stream' });
      return userId;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      const [first] = await store.readStream(streamId);
      if (!first) throw error;
      return (first.data as EmailClaimed['data']).userId;
    }
  }

  async function execute(userId: string, command: UserCommand, metadata: CommandMetadata) {
    return handleCommand(store, userStreamId(userId), userDecider, command, metadata);
  }

  return {
    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const { rows } = await db.query<UserRow>(
        `SELECT id, email, name, advertising_consent FROM users WHERE email = $1`,
        [normalizeEmail(email)],
      );
      return rows[0] ? toRecord(rows[0]) : undefined;
    },

    async findById(id: string): Promise<UserRecord | undefined> {
      const { rows } = await db.query<UserRow>(`SELECT id, email, name, advertising_consent FROM users WHERE id = $1`, [id]);
      return rows[0] ? toRecord(rows[0]) : undefined;
    },

    /** Gives or withdraws the advertising consent; `changed` is false when it already was so. */
    async setAdvertisingConsent(userId: string, given: boolean, source: ConsentSource, metadata: CommandMetadata) {
      const command: UserCommand = given
        ? { type: 'GiveAdvertisingConsent', data: { consent: advertisingConsentDocument, source }, metadata: { now: deps.now() } }
        : { type: 'WithdrawAdvertisingConsent', data: { source }, metadata: { now: deps.now() } };
      const outcome = await execute(userId, command, metadata);
      return { changed: outcome.events.length > 0, position: outcome.appended?.position };
    },

    /**
     * Registers the address with the personal-data consent (and the advertising one when given).
     * Returns the position to wait for before reading the users table; an address registered
     * meanwhile is returned as it is.
     */
    async register(
      request: { email: string; advertisingConsent: boolean; source: ConsentSource },
      metadata: CommandMetadata,
    ): Promise<{ userId: string; position: bigint | undefined }> {
      const email = normalizeEmail(request.email);
      const userId = await claimEmail(email, metadata);
      const existing = await store.readStream(userStreamId(userId));
      if (existing.length > 0) return { userId, position: existing.at(-1)?.position };
      const outcome = await execute(
        userId,
        {
          type: 'RegisterUser',
          data: {
            userId,
            email,
            personalDataConsent: personalDataConsentDocument,
            ...(request.advertisingConsent ? { advertisingConsent: advertisingConsentDocument } : {}),
            source: request.source,
          },
          metadata: { now: deps.now() },
        },
        metadata,
      );
      return { userId, position: outcome.appended?.position };
    },
  };
}
