import type { RequestMetadata } from '../../eventstore/decider';
import type { JobDefinition } from '../../adapters/queue/job-queue';
import type { SessionUser } from '../../http/app-state';
import { rotateCsrfCookie } from '../../http/csrf';
import { badRequest, HttpError, unauthorized } from '../../http/errors';
import type { HandlerMap } from '../../http/handler-types';
import type { Infra } from '../../infra';
import type { LoginCodeMailPayload } from '../../jobs/payloads';
import { consentAtUseDecision, consentRefusals } from '../consents/consent-at-use';
import { isWellFormedEmail, normalizeEmail, type UserRecord, type Users } from '../users/users';
import { canonicalTimeZone } from '../../shared/client-time';
import type { Logger } from '../../config/logger';
import { describeVerificationFailure, loginCodePolicy, type LoginCodes, type LoginCodePurpose } from './login-codes';
import { clearLoginSessionCookie, readLoginSessionToken, setLoginSessionCookie } from './login-session-cookie';
import type { LoginSessions } from './login-sessions';
import type { FindUser } from './user-records';

/** The mail service's consent (`modules/consents`): registration asks it while one is configured, and it is recorded once the account is open. */
export type MailServiceConsent = { inForce(): Promise<boolean>; give(userId: string, metadata: RequestMetadata): Promise<void> };

/** The coach's address signs in from the first time on: her account is opened when the code is verified. */
function choosePurpose(request: { registration: boolean; known: boolean; coach: boolean }): LoginCodePurpose {
  if (request.known || (request.coach && !request.registration)) return 'sign-in';
  return request.registration ? 'registration' : 'invitation';
}

/**
 * Signing in: the accounts and the mail service's consent come from other modules (`AuthPorts`);
 * the login codes, their mail, the sessions and the signed-in account's record (`user-records.ts`)
 * are the module's own, built in `createAuthModule`.
 */
export function authHandlers(
  infra: Pick<Infra, 'jobs' | 'adminEmails' | 'appSecret'>,
  users: Users,
  mailServiceConsent: MailServiceConsent,
  { findUser, loginCodes, loginSessions, loginCodeMail }: { findUser: FindUser; loginCodes: LoginCodes; loginSessions: LoginSessions; loginCodeMail: JobDefinition<LoginCodeMailPayload> },
) {
  const shortUser = (user: { id: string; email: string }) => ({
    id: user.id,
    email: user.email,
    is_superuser: infra.adminEmails.includes(user.email),
  });

  /**
   * The account a verified code stands for, registering it when the code came from registration;
   * `opened` when this sign-in opened the coach's account.
   */
  async function accountFor(
    code: { email: string; purpose: string; notification: boolean; mailConsent: boolean },
    metadata: Omit<RequestMetadata, 'actor'>,
  ) {
    const existing = await users.findByEmail(code.email);
    if (existing) return { user: existing, opened: false };
    if (code.purpose === 'sign-in' && infra.adminEmails.includes(code.email)) return { user: await openCoachAccount(code.email, metadata), opened: true };
    if (code.purpose !== 'registration') throw badRequest('Пользователь с такой почтой не найден. Зарегистрируйтесь.');
    const registered = await users.register(
      { email: code.email, advertisingConsent: code.notification, source: 'registration' },
      { actor: 'guest', ...metadata },
    );
    if (code.mailConsent) await mailServiceConsent.give(registered.userId, { actor: registered.userId, ...metadata });
    const user = await users.findById(registered.userId);
    if (!user) throw new Error(`User ${registered.userId} is missing from the read model after registration`);
    return { user, opened: false };
  }

  async function openCoachAccount(email: string, metadata: Omit<RequestMetadata, 'actor'>) {
    const opened = await users.openCoachAccount(email, metadata);
    const coach = await users.findById(opened.userId);
    if (!coach) throw new Error(`User ${opened.userId} is missing from the read model after the coach's account was opened`);
    return coach;
  }

  /**
   * The browser's time zone, kept while the account has none (a later choice in «Настройки» is
   * never overwritten). A name that is no zone is logged and left: it must not stop the sign-in.
   */
  async function keepBrowserTimeZone(user: UserRecord, timeZone: string, metadata: Omit<RequestMetadata, 'actor'>, log: Logger) {
    if (user.timeZone !== null) return;
    if (!canonicalTimeZone(timeZone)) {
      log.warn({ userId: user.id, timeZone }, 'the browser sent no known time zone at sign-in; Moscow time stays');
      return;
    }
    await users.setTimeZone(user.id, timeZone, 'sign-in', { actor: user.id, ...metadata });
  }

  return {
    async getCsrf({ ctx }) {
      return { csrftoken: rotateCsrfCookie(ctx, infra.appSecret, ctx.state.sessionId) };
    },

    async sendCode({ query, ctx }) {
      const email = normalizeEmail(query.email);
      if (query.registration && !query.agreement) {
        throw badRequest('Для регистрации нужно согласие на обработку персональных данных.');
      }
      // The code goes out through the mail service: registering passes the address to it, a consent of its own (asked at use).
      const mailDecision = query.registration
        ? consentAtUseDecision({ needed: await mailServiceConsent.inForce(), givenBefore: false, ticked: query.mail_consent === true })
        : 'not-needed';
      if (mailDecision === 'refuse') throw badRequest(consentRefusals.mail_service);
      // Kept with the code only where it is asked: a box ticked for a service the practice does not use records nothing.
      const mailConsent = mailDecision === 'record';
      const account = await users.findByEmail(email);
      const purpose = choosePurpose({ registration: query.registration, known: account !== undefined, coach: infra.adminEmails.includes(email) });
      const issued = await loginCodes.issue(
        { email, purpose, agreement: query.agreement, notification: query.notification, mailConsent, clientIp: ctx.ip },
        ctx.state.now,
      );
      if (issued.mailed) {
        const payload: LoginCodeMailPayload =
          issued.code === undefined
            ? { kind: 'registration-invitation', email, expiresInMinutes: loginCodePolicy.ttlMinutes }
            : { kind: 'sign-in-code', email, code: issued.code, expiresInMinutes: loginCodePolicy.ttlMinutes, name: account?.name };
        await infra.jobs.enqueue(loginCodeMail, payload, { jobId: `login-code-${issued.requestId}` });
      }
      ctx.state.log.info({ purpose, codeRequest: issued.requestId, mailed: issued.mailed }, 'login code issued');
      return { send: true, uuid: issued.requestId };
    },

    async signIn({ body, ctx }) {
      const result = await loginCodes.verify(body.uuid, body.code, { purposes: ['sign-in', 'registration', 'invitation'] }, ctx.state.now);
      if (!result.ok) {
        const message = describeVerificationFailure(result);
        throw new HttpError(400, message, { success: false });
      }
      const metadata = { correlationId: ctx.state.requestId, requestId: ctx.state.requestId, now: ctx.state.now, address: ctx.state.clientAddress };
      const { user, opened } = await accountFor(result.code, metadata);
      if (body.time_zone !== undefined) await keepBrowserTimeZone(user, body.time_zone, metadata, ctx.state.log);
      const previous = readLoginSessionToken(ctx);
      if (previous) await loginSessions.end(previous);
      const session = await loginSessions.start(user.id, ctx.get('user-agent') || undefined, ctx.state.now);
      setLoginSessionCookie(ctx, session.token, session.expiresAt);
      // The token the login screen obtained belonged to no session; from now on only this one's passes.
      rotateCsrfCookie(ctx, infra.appSecret, session.token);
      ctx.state.log.info({ userId: user.id, purpose: result.code.purpose }, 'signed in');
      return { success: true, user: shortUser(user), ...(opened ? { account_opened: true } : {}) };
    },

    async logout({ ctx }) {
      const token = readLoginSessionToken(ctx);
      if (token) await loginSessions.end(token);
      clearLoginSessionCookie(ctx);
      rotateCsrfCookie(ctx, infra.appSecret, undefined);
      return { result: true };
    },

    async getCurrentUser({ user }) {
      const record = await findUser(user.id);
      if (!record) throw unauthorized();
      return { ...shortUser(record), language_code: 'ru', name: record.name, advertising_consent: record.advertisingConsent, theme: record.theme, time_zone: record.timeZone };
    },

    async refreshSession({ ctx, user }) {
      const token = ctx.state.sessionId;
      const expiresAt = token ? await loginSessions.extend(token, ctx.state.now) : undefined;
      if (!token || !expiresAt) throw unauthorized();
      setLoginSessionCookie(ctx, token, expiresAt);
      return { result: true, user: shortUser(user satisfies SessionUser) };
    },

    async validateEmail({ query }) {
      const valid = isWellFormedEmail(query.email);
      return valid ? { result: true } : { result: false, message: 'Введите корректный емаил' };
    },
  } satisfies Partial<HandlerMap>;
}
