import type { Mailer } from '../../adapters/mail/mailer';
import type { Database } from '../../db/database';
import { requireSuperuser } from '../../http/authorization';
import { HttpError, notFound } from '../../http/errors';
import type { HandlerGroup } from '../../http/handler-types';
import { lastBackup } from '../backup/backup-records';
import type { FailedMails } from './failed-mails';

export type OperationsAdminDeps = {
  db: Database;
  failedMails: FailedMails;
  /** The monitored mailer of a kind, so a resend is counted and resolves or updates its record. */
  mailerFor(kind: string): Mailer;
  backups: { nightly: boolean; keep: number };
};

/** The back office's view of the practice's own health: backups and undelivered mail. */
export function operationsAdminHandlers(deps: OperationsAdminDeps): HandlerGroup<'getBackupStatus' | 'listFailedMails' | 'retryFailedMail'> {
  return {
    async getBackupStatus({ user }) {
      requireSuperuser(user);
      const last = await lastBackup(deps.db);
      return {
        last_success_at: last?.finishedAt.toISOString() ?? null,
        file: last?.file ?? null,
        bytes: last?.bytes ?? null,
        nightly: deps.backups.nightly,
        keep: deps.backups.keep,
      };
    },

    async listFailedMails({ user }) {
      requireSuperuser(user);
      return (await deps.failedMails.open()).map((mail) => ({
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
      const failed = await deps.failedMails.find(params.id);
      if (!failed) throw notFound('Такого неотправленного письма нет (возможно, оно уже ушло).');
      try {
        await deps.mailerFor(failed.kind).send(failed.message);
      } catch (error) {
        ctx.state.log.warn({ err: error, failedMail: params.id }, 'resending a failed mail failed again');
        throw new HttpError(502, `Письмо снова не ушло: ${error instanceof Error ? error.message : String(error)}`);
      }
      return { sent: true };
    },
  };
}
