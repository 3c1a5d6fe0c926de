import type { JobDefinition } from '../../adapters/queue/job-queue';
import type { AppState } from '../../http/app-state';
import { badRequest, HttpError, notFound, unauthorized } from '../../http/errors';
import type { HandlerMap } from '../../http/handler-types';
import type { Infra } from '../../infra';
import type { ParameterizedContext } from 'koa';
import type { DataExportPayload, LoginCodeMailPayload } from '../../jobs/payloads';
import { describeVerificationFailure, loginCodePolicy, type AccountCodePurpose, type LoginCodePurpose, type LoginCodes } from '../auth/login-codes';
import { clearLoginSessionCookie } from '../auth/login-session-cookie';
import { commandMetadata } from '../../http/command-metadata';
import type { AccountErasure } from '../privacy/account-erasure';
import { dataExportFileName, type DataExport, type DataExports } from '../privacy/data-exports';
import { isWellFormedEmail, normalizeEmail, type Users } from '../users/users';
import { settingsView } from './settings-view';
import { attachmentDisposition } from '../../http/attachment-header';

const exportView = (item: DataExport | undefined) => ({
  export: item
    ? { id: item.id, status: item.status, requested_at: item.requestedAt.toISOString(), ready_at: item.readyAt?.toISOString() ?? null }
    : null,
});

function accountCodeMail(purpose: AccountCodePurpose | 'address-taken', email: string, code: string | undefined, name: string | null): LoginCodeMailPayload {
  if (purpose === 'address-taken') return { kind: 'address-taken-notice', email };
  if (code === undefined) throw new Error(`A mailed ${purpose} code request carries no code`);
  const kind = purpose === 'email-change' ? 'email-change-code' : 'account-deletion-code';
  return { kind, email, code, expiresInMinutes: loginCodePolicy.ttlMinutes, name };
}

/** The settings page (/lk/setting): profile, consents, data export and account deletion. */
export function settingsHandlers(
  infra: Pick<Infra, 'db' | 'jobs'>,
  /** `SettingsPorts`: the accounts, the account codes and their mail (`modules/auth`), the data exports and the erasure (`modules/privacy`). */
  ports: {
    users: Users;
    loginCodes: LoginCodes;
    loginCodeMail: JobDefinition<LoginCodeMailPayload>;
    exports: DataExports;
    exportJob: JobDefinition<DataExportPayload>;
    erasure: AccountErasure;
  },
) {
  async function currentUser(userId: string) {
    const user = await ports.users.findById(userId);
    if (!user) throw unauthorized();
    return user;
  }

  const settingsOf = async (userId: string) => settingsView(infra.db, await currentUser(userId));

  /**
   * Mails a one-time code for a settings change to `email` under the sign-in code rule; for an
   * address another account holds, its owner gets a notice instead and no code can match.
   */
  async function sendAccountCode(
    ctx: ParameterizedContext<AppState>,
    user: { id: string; name: string | null },
    email: string,
    purpose: AccountCodePurpose | 'address-taken',
  ) {
    const userId = user.id;
    const issued = await ports.loginCodes.issue({ email, purpose, agreement: false, notification: false, clientIp: ctx.ip, userId }, ctx.state.now);
    if (issued.mailed) await infra.jobs.enqueue(ports.loginCodeMail, accountCodeMail(purpose, email, issued.code, user.name), { jobId: `login-code-${issued.requestId}` });
    ctx.state.log.info({ purpose, codeRequest: issued.requestId, mailed: issued.mailed, userId }, 'settings code issued');
    return { send: true, uuid: issued.requestId };
  }

  async function verifyAccountCode(body: { uuid: string; code: string }, userId: string, purposes: LoginCodePurpose[], now: Date) {
    const result = await ports.loginCodes.verify(body.uuid, body.code, { purposes, userId }, now);
    if (!result.ok) throw new HttpError(400, describeVerificationFailure(result), { success: false });
    return result.code;
  }

  return {
    getSettings: async ({ user }) => settingsOf(user.id),

    async updateProfile({ body, user, ctx }) {
      // A field left out stays as it is: the theme switch and the name form send only their own.
      const name = body.name === undefined ? undefined : body.name?.trim() || null;
      await ports.users.updateProfile(user.id, { name, theme: body.theme }, commandMetadata(ctx.state, user.id));
      return settingsOf(user.id);
    },

    async setTimeZone({ body, user, ctx }) {
      await ports.users.setTimeZone(user.id, body.time_zone, 'settings', commandMetadata(ctx.state, user.id));
      return settingsOf(user.id);
    },

    async setAdvertisingConsent({ body, user, ctx }) {
      await ports.users.setAdvertisingConsent(user.id, body.given, 'settings', commandMetadata(ctx.state, user.id));
      return settingsOf(user.id);
    },

    async requestEmailChange({ body, user, ctx }) {
      const email = normalizeEmail(body.email);
      if (!isWellFormedEmail(email)) throw badRequest('Введите корректный емаил');
      const current = await currentUser(user.id);
      if (email === current.email) throw badRequest('Это и есть ваш текущий адрес.');
      // Answered alike whether the address is free or not, so this cannot tell whom the site knows.
      const available = await ports.users.isAddressAvailable(email, user.id);
      return sendAccountCode(ctx, current, email, available ? 'email-change' : 'address-taken');
    },

    async confirmEmailChange({ body, user, ctx }) {
      const code = await verifyAccountCode(body, user.id, ['email-change', 'address-taken'], ctx.state.now);
      await ports.users.changeEmail(user.id, code.email, commandMetadata(ctx.state, user.id));
      ctx.state.log.info({ userId: user.id }, 'e-mail address changed');
      return settingsOf(user.id);
    },

    async requestDataExport({ user, ctx }) {
      const requested = await ports.exports.request(user.id, ctx.state.now);
      await infra.jobs.enqueue(ports.exportJob, { exportId: requested.id, userId: user.id }, { jobId: `data-export-${requested.id}` });
      return exportView(requested);
    },

    getDataExport: async ({ user }) => exportView(await ports.exports.latest(user.id)),

    async downloadDataExport({ params, user, ctx }) {
      const file = await ports.exports.content(user.id, params.id);
      if (!file) throw notFound('Выгрузка не найдена или ещё не готова.');
      ctx.set('Content-Disposition', attachmentDisposition(dataExportFileName(file.readyAt)));
      ctx.set('Cache-Control', 'no-store');
      return JSON.parse(file.json) as Record<string, unknown>;
    },

    async requestAccountDeletion({ user, ctx }) {
      const current = await currentUser(user.id);
      return sendAccountCode(ctx, current, current.email, 'account-deletion');
    },

    async confirmAccountDeletion({ body, user, ctx }) {
      await verifyAccountCode(body, user.id, ['account-deletion'], ctx.state.now);
      await ports.erasure.erase(user.id, commandMetadata(ctx.state, user.id));
      clearLoginSessionCookie(ctx);
      return { result: true, message: 'Аккаунт удалён. Ваши персональные данные стёрты.' };
    },
  } satisfies Partial<HandlerMap>;
}
