import { createReadCache, type WriteGeneration } from '../../http/read-cache';
import type { UserRecord, Users } from '../users/users';

/** An account by its id (undefined when there is none, or it was deleted). */
export type FindUser = (userId: string) => Promise<UserRecord | undefined>;

/** Accounts looked up at once (the signed-in ones with requests in flight): more take turns. */
const cachedAccounts = 10_000;

/**
 * The accounts of signed-in requests, each kept for a moment by its id (`read-cache.ts`): every
 * signed-in request reads its account, and `user-me` shows it. A write through this process
 * (a profile, an address, a consent, an erasure) is never followed by the account as it was.
 */
export function cachedUserRecords(users: Pick<Users, 'findById'>, writes: WriteGeneration): FindUser {
  const records = createReadCache<string, UserRecord | undefined>({ generation: writes, maxEntries: cachedAccounts });
  return (userId) => records.get(userId, () => users.findById(userId));
}
