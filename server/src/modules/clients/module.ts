import type { Infra } from '../../infra';
import type { Users } from '../users/users';
import { clientsHandlers } from './handlers';

/** What «Клиенты» asks of other modules. */
export type ClientsPorts = {
  /** Every address an account has had, shown on her card. */
  users: Pick<Users, 'addressesOf'>;
};

/**
 * The back office's «Клиенты», wired: the list, a client's card, the coach's notes and her changes
 * of a balance. The intake and the welcome series add to the card's answers (`withIntakeAnswers`,
 * `withWelcomeLetters`, wrapped where the modules are composed).
 */
export function createClientsModule(infra: Pick<Infra, 'db' | 'store' | 'adminEmails'>, ports: ClientsPorts) {
  return { handlers: clientsHandlers(infra, ports.users) };
}
