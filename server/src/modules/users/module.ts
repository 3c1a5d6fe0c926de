import type { Infra } from '../../infra';
import { moscowZone } from '../../shared/client-time';
import { createUsers } from './users';

/** The clients' accounts, wired: the accounts themselves, an account's addresses, and the coach's time zone from her account. */
export function createUsersModule(infra: Pick<Infra, 'db' | 'store' | 'adminEmails'>) {
  const users = createUsers(infra);
  return {
    users,
    /** Every address an account has had, for finding her purchases as a guest. */
    addressesOf: (userId: string) => users.addressesOf(userId),
    /** The coach's IANA zone: her account's (the first of `ADMIN_EMAILS`), Moscow's until known. */
    coachZone: async () => (infra.adminEmails[0] && (await users.findByEmail(infra.adminEmails[0]))?.timeZone) || moscowZone,
  };
}
