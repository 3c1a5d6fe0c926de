import { requireSuperuser } from '../../http/authorization';
import { HttpError, notFound } from '../../http/errors';
import type { HandlerGroup } from '../../http/handler-types';
import type { Infra } from '../../infra';
import { lastBackup } from '../backup/backup-records';
import type { FailedMails } from './failed-mails';

/**
 * The back office's view of the practice's own health: backups and undelivered mail. A resend goes
 * through the monitored mailer of its kind (`mailerFor`), so it is counted and resolves or updates its record.
 */
export function operationsAdminHandlers(
  infra: Pick<Infra, 'db' | 'mailerFor'>,
  failedMails: FailedMails,
  backups: { nightly: boolean; keep: number },
): HandlerGroup<'getBackupStatus' | 'listFailedMails' | 'retryFailedMail'> {
  return {
    async getBackupStatus({ user }) {
      requireSuperuser(user);
      const last = await lastBackup(infra.db);
      return {
        last_success_at: last?.finishedAt.toISOString() ?? null,
        file: last?.file ?? null,
        bytes: last?.bytes ?? null,
        nightly: backups.nightly,
        keep: backups.keep,
      };
    },

    async listFailedMails({ user }) {
      requireSuperuser(user);
      return (await failedMails.open()).map((mail) => ({
        id: mail.id,
        kind: mail.kind,
        email: mail.recipient,
        subject: mail.subject,
        error: mail.error,
        failures: mail.failures,
        first_failed_at: mail.firstFailedAt.toISOString(),
        last_failed_at: mail.lastFailedAt.toISOString(),
      }));
    },

    async retryFailedMail({ params, user, ctx }) {
      requireSuperuser(user);
      const failed = await failedMails.find(params.id);
      if (!failed) throw notFound('Такого неотправленного письма нет (возможно, оно уже ушло).');
      try {
        await infra.mailerFor(failed.kind).send(failed.message);
      } catch (error) {
        ctx.state.log.warn({ err: error, failedMail: params.id }, 'resending a failed mail failed again');
        throw new HttpError(502, `Письмо снова не ушло: ${error instanceof Error ? error.message : String(error)}`);
      }
      return { sent: true };
    },
  };
}
