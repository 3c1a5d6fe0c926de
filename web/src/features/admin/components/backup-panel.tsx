import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { formatBytes } from '../../../components/content/read-image-file';
import { formatMoscowDateTime } from '../../../lib/moscow-time';
import { useBackupStatus, useMakeBackupNow } from '../api/operations-queries';

/**
 * The backups for the coach: when the last one was written and how the nightly ones are kept, and
 * «Сделать копию» that writes one now, then «Скачать» that streams it to her computer.
 */
export function BackupPanel() {
  const backup = useBackupStatus();
  const backupNow = useMakeBackupNow();

  return (
    <Stack spacing={1}>
      {backup.data ? (
        <Typography level="body-md">
          {backup.data.last_success_at
            ? `Последняя резервная копия: ${formatMoscowDateTime(backup.data.last_success_at)} (МСК).`
            : 'Резервных копий ещё не было.'}{' '}
          {backup.data.nightly ? `Копия делается каждую ночь, хранятся последние ${backup.data.keep}.` : 'Ночные копии выключены.'}
        </Typography>
      ) : (
        <CircularProgress size="sm" aria-label="Загрузка сведений о копиях" />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" loading={backupNow.isPending} onClick={backupNow.make}>
          Сделать копию
        </Button>
        {backupNow.made && (
          <Button component="a" href={backupNow.made.download_url} download={backupNow.made.file}>
            Скачать копию ({formatBytes(backupNow.made.bytes)})
          </Button>
        )}
      </Stack>
      <Typography level="body-sm" textColor="text.tertiary">
        В копии вся база с данными клиентов и отправленные письма: храните её так же бережно, как пароль.
      </Typography>
    </Stack>
  );
}
