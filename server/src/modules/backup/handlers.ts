import path from 'node:path';
import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import { conflict, notFound } from '../../http/errors';
import type { HandlerGroup } from '../../http/handler-types';
import { openArchiveForDownload } from './backup-download';
import type { BackupJournal } from './backup-journal';
import type { BackupResult } from './create-backup';
import { attachmentDisposition } from '../../http/attachment-header';

const downloadUrlOf = (fileName: string) => `/api/admin/backups/${encodeURIComponent(fileName)}/`;

/**
 * «Сделать копию» and its download in «Резервные копии и почта»: the coach's own backups, each one in
 * the journal. `backUp` writes one archive into the backups `folder` (`BACKUP_DIR`): the same
 * `createBackup` the nightly job and `npm run backup` use.
 */
export function backupHandlers(backUp: () => Promise<BackupResult>, folder: string, journal: BackupJournal): HandlerGroup<'makeBackup' | 'downloadBackup'> {
  // One archive at a time: a snapshot is the whole database, and a second one at once would only repeat it.
  let writing = false;

  return {
    async makeBackup({ user, ctx }) {
      requireSuperuser(user);
      if (writing) throw conflict('Резервная копия уже создаётся: дождитесь её и скачайте.');
      writing = true;
      let made: BackupResult;
      try {
        made = await backUp();
      } catch (error) {
        ctx.state.log.error({ err: error, folder }, 'backup requested by the coach failed');
        throw error;
      } finally {
        writing = false;
      }
      const fileName = path.basename(made.file);
      await journal.record({ type: 'BackupMade', data: { fileName, bytes: made.bytes, madeAt: made.manifest.createdAt } }, commandMetadata(ctx.state, user.id));
      ctx.state.log.info({ file: fileName, bytes: made.bytes }, 'backup made by the coach');
      return { file: fileName, bytes: made.bytes, created_at: made.manifest.createdAt, download_url: downloadUrlOf(fileName) };
    },

    async downloadBackup({ params, user, ctx }) {
      requireSuperuser(user);
      const archive = await openArchiveForDownload(folder, params.file);
      if (!archive) throw notFound('Такой резервной копии нет: сделайте новую.');
      try {
        await journal.record(
          { type: 'BackupDownloaded', data: { fileName: params.file, downloadedAt: ctx.state.now.toISOString() } },
          commandMetadata(ctx.state, user.id),
        );
      } catch (error) {
        // Not recorded, not sent: the archive is closed again.
        archive.stream.destroy();
        throw error;
      }
      ctx.type = 'application/x-tar';
      ctx.length = archive.bytes;
      ctx.set('Content-Disposition', attachmentDisposition(params.file));
      ctx.set('Cache-Control', 'private, no-store');
      // A tar of a gzipped database gains nothing from compression, and compressing would hold up the stream.
      ctx.compress = false;
      ctx.state.log.info({ file: params.file, bytes: archive.bytes }, 'backup downloaded by the coach');
      return archive.stream;
    },
  };
}
