import { randomUUID } from 'node:crypto';
import { handleCommand } from '../../eventstore/command-handler';
import { DomainError, type HandledCommand, type RequestMetadata } from '../../eventstore/decider';
import type { Infra } from '../../infra';
import { advertisingConsentDocument, personalDataConsentDocument } from './consent-documents';
import { type UpdateProfile, userDecider, type UserCommand } from './decider';
import type { ColorTheme, ConsentSource, TimeZoneSource } from './events';
import { canonicalTimeZone } from '../../shared/client-time';
import { userStreamId } from './events';
import { createEmailOwners } from './email-owners';

/** `timeZone`: her IANA zone, null until known (Moscow is assumed). */
export type UserRecord = { id: string; email: string; name: string | null; theme: ColorTheme; timeZone: string | null; advertisingConsent: boolean };

type UserRow = { id: string; email: string; name: string | null; theme: ColorTheme; time_zone: string | null; advertising_consent: boolean };

const toRecord = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  name: row.name,
  theme: row.theme,
  timeZone: row.time_zone,
  advertisingConsent: row.advertising_consent,
});

/** Deleted accounts keep an anonymous row (no address) for their history; they are nobody's now. */
const selectUser = `SELECT id, email, name, theme, time_zone, advertising_consent FROM users WHERE deleted_at IS NULL`;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** A standard address: something@something.tld, no spaces (the web app checks the same rule). */
export const isWellFormedEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

export type Users = ReturnType<typeof createUsers>;

export function createUsers(infra: Pick<Infra, 'db' | 'store'>) {
  const { db, store } = infra;
  const owners = createEmailOwners(db);

  async function isDeleted(userId: string): Promise<boolean> {
    const events = await store.readStream(userStreamId(userId));
    return events.at(-1)?.type === 'AccountDeleted';
  }

  async function findById(id: string): Promise<UserRecord | undefined> {
    const { rows } = await db.query<UserRow>(`${selectUser} AND id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : undefined;
  }

  /** The account that holds the address at `at`: a new id when nobody did, with the events it already has. */
  async function claimAddress(email: string, at: Date) {
    let userId = await owners.claim(email, randomUUID(), at);
    let existing = await store.readStream(userStreamId(userId));
    if (existing.at(-1)?.type === 'AccountDeleted') {
      // A deletion that stopped before freeing the address: free it now and claim it afresh.
      await owners.release(email, userId);
      userId = await owners.claim(email, randomUUID(), at);
      existing = await store.readStream(userStreamId(userId));
    }
    return { userId, existing };
  }

  async function execute(userId: string, command: HandledCommand<UserCommand>) {
    return handleCommand(store, userStreamId(userId), userDecider, command);
  }

  return {
    async findByEmail(email: string): Promise<UserRecord | undefined> {
      const { rows } = await db.query<UserRow>(`${selectUser} AND email = $1`, [normalizeEmail(email)]);
      return rows[0] ? toRecord(rows[0]) : undefined;
    },

    findById,

    /** Gives or withdraws the advertising consent; `changed` is false when it already was so. */
    async setAdvertisingConsent(userId: string, given: boolean, source: ConsentSource, metadata: RequestMetadata) {
      const decided = metadata;
      const command: HandledCommand<UserCommand> = given
        ? { type: 'GiveAdvertisingConsent', data: { consent: advertisingConsentDocument, source }, metadata: decided }
        : { type: 'WithdrawAdvertisingConsent', data: { source }, metadata: decided };
      const outcome = await execute(userId, command);
      return { changed: outcome.events.length > 0 };
    },

    async updateProfile(userId: string, profile: UpdateProfile['data'], metadata: RequestMetadata) {
      await execute(userId, { type: 'UpdateProfile', data: profile, metadata });
    },

    /**
     * Sets her time zone (any IANA name, stored canonical); `sign-in` only when she has none yet.
     * A name that is no zone is a 400 for her choice; `changed` is false when nothing was recorded.
     */
    async setTimeZone(userId: string, timeZone: string, source: TimeZoneSource, metadata: RequestMetadata) {
      const zone = canonicalTimeZone(timeZone.trim());
      if (!zone) throw new DomainError('invalid', 'Неизвестный часовой пояс. Выберите его из списка.');
      const outcome = await execute(userId, { type: 'SetTimeZone', data: { timeZone: zone, source }, metadata });
      return { changed: outcome.events.length > 0 };
    },

    /** Whether the address is free for `userId` (nobody holds it, or she does). */
    async isAddressAvailable(email: string, userId: string): Promise<boolean> {
      const owner = await owners.ownerOf(normalizeEmail(email));
      return owner === undefined || owner === userId || (await isDeleted(owner));
    },

    /** Moves the account to a new address: claims it (409 when another account holds it), then frees the old one. */
    async changeEmail(userId: string, newEmail: string, metadata: RequestMetadata) {
      const email = normalizeEmail(newEmail);
      const previous = await findById(userId);
      if (!previous) throw new DomainError('not_found', 'Пользователь не найден.');
      let owner = await owners.claim(email, userId, metadata.now);
      if (owner !== userId && (await isDeleted(owner))) {
        await owners.release(email, owner);
        owner = await owners.claim(email, userId, metadata.now);
      }
      if (owner !== userId) throw new DomainError('conflict', 'Этот адрес уже занят другим аккаунтом.');
      await execute(userId, { type: 'ChangeEmail', data: { email }, metadata });
      if (previous.email !== email) await owners.release(previous.email, userId);
    },

    /** Every address the account has had, from its own history (read before its keys are destroyed). */
    async addressesOf(userId: string): Promise<string[]> {
      const events = await store.readStream(userStreamId(userId));
      const addresses = events.flatMap((event) => {
        const { email } = event.data as { email?: unknown };
        return (event.type === 'UserRegistered' || event.type === 'CoachAccountOpened' || event.type === 'UserEmailChanged') && typeof email === 'string' ? [email] : [];
      });
      return [...new Set(addresses)];
    },

    /** Records the deletion and frees the account's addresses; `erasedStreams` must already be shredded. */
    async deleteAccount(userId: string, erase: { erasedStreams: string[]; addresses: string[] }, metadata: RequestMetadata) {
      await execute(userId, { type: 'DeleteAccount', data: { erasedStreams: erase.erasedStreams }, metadata });
      for (const address of erase.addresses) await owners.release(address, userId);
    },

    /**
     * Registers the address with the personal-data consent (and the advertising one when given).
     * An address registered meanwhile is returned as it is. The position is for callers outside a
     * request or job (tests, scripts): within one, reads wait for it by themselves.
     */
    async register(
      request: { email: string; advertisingConsent: boolean; source: ConsentSource },
      metadata: RequestMetadata,
    ): Promise<{ userId: string; position: bigint | undefined }> {
      const email = normalizeEmail(request.email);
      const { userId, existing } = await claimAddress(email, metadata.now);
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
          metadata,
        }
      );
      return { userId, position: outcome.appended?.position };
    },

    /**
     * Opens the coach's account at her first sign-in, without the client's consents; she is the
     * actor. An address that has an account meanwhile is returned as it is.
     */
    async openCoachAccount(coachEmail: string, metadata: Omit<RequestMetadata, 'actor'>): Promise<{ userId: string }> {
      const email = normalizeEmail(coachEmail);
      const { userId, existing } = await claimAddress(email, metadata.now);
      if (existing.length > 0) return { userId };
      await execute(userId, { type: 'OpenCoachAccount', data: { userId, email }, metadata: { ...metadata, actor: userId } });
      return { userId };
    },
  };
}
