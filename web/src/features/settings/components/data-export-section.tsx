import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { getDownloadDataExportUrl } from '../../../api/generated/hooks';
import { useDataExport, useRequestDataExport } from '../api/settings-api';
import { formatMoment } from '../utils/format-moment';
import { SettingsSection } from './settings-section';

/** «Мои данные»: a JSON file of everything the practice holds, built by a job, then offered for download. */
export function DataExportSection() {
  const latest = useDataExport();
  const request = useRequestDataExport();
  const current = latest.data ?? null;
  const pending = current?.status === 'pending';

  return (
    <SettingsSection id="settings-data" title="Мои данные">
      <Typography level="body-md">
        Файл со всем, что мы храним о вас: профиль, согласия и их история, встречи с итогами, покупки и платежи, обращения в поддержку.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems={{ sm: 'center' }}>
        <Button variant="outlined" loading={request.isPending} disabled={pending} onClick={() => request.mutate()}>
          {current ? 'Подготовить заново' : 'Подготовить файл'}
        </Button>
        {current?.status === 'ready' ? (
          <Button component="a" href={getDownloadDataExportUrl(current.id)} download>
            Скачать мои данные (JSON)
          </Button>
        ) : null}
      </Stack>
      <Typography level="body-sm" role="status" aria-live="polite">
        {pending ? 'Готовим файл… Это займёт несколько секунд.' : null}
        {current?.status === 'ready' && current.ready_at ? `Файл готов: ${formatMoment(current.ready_at)}.` : null}
        {current?.status === 'failed' ? 'Не удалось подготовить файл. Попробуйте ещё раз.' : null}
      </Typography>
    </SettingsSection>
  );
}
