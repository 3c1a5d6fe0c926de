import { loginCodeMailJob } from './jobs/login-code-mail';
import { mailJobInfra, type Infra } from '../../infra';
import type { Users } from '../users/users';
import { authHandlers, type MailServiceConsent } from './handlers';
import { createLoginCodes } from './login-codes';
import { createLoginSessions } from './login-sessions';
import { defaultSendCodeLimits, type SendCodeLimits } from './rate-limits';
import { cachedUserRecords } from './user-records';

/** What signing in asks of other modules. */
export type AuthPorts = {
  users: Users;
  /** The mail service's consent (`modules/consents`). */
  mailServiceConsent: MailServiceConsent;
  /** Tests lower the limits on sending codes. */
  sendCodeLimits?: SendCodeLimits;
};

/** Signing in, wired: the login codes and their mail, the sessions, the signed-in account's record, the handlers. */
export function createAuthModule(infra: Infra, ports: AuthPorts) {
  const { db, writes, appSecret } = infra;
  const loginCodes = createLoginCodes(db, appSecret, ports.sendCodeLimits ?? defaultSendCodeLimits);
  const loginSessions = createLoginSessions(db, writes);
  const findUser = cachedUserRecords(ports.users, writes);
  const loginCodeMail = loginCodeMailJob(mailJobInfra(infra, 'login-code-mail'));
  return {
    loginCodes,
    loginSessions,
    findUser,
    loginCodeMail,
    jobs: [loginCodeMail],
    handlers: authHandlers(infra, ports.users, ports.mailServiceConsent, { findUser, loginCodes, loginSessions, loginCodeMail }),
  };
}
