import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { ResponsiveTable } from '../../../components/responsive-table/responsive-table';
import { formatMoscowDateTime } from '../../../lib/moscow-time';
import { useFailedMails, useResendFailedMail } from '../api/operations-queries';
import { BackupPanel } from './backup-panel';

/** The practice's own health for the coach: the last backup and the mail that did not go out. */
export function PracticeHealth() {
  const failed = useFailedMails();
  const resend = useResendFailedMail();

  return (
    <section aria-labelledby="health-heading">
      <Typography id="health-heading" level="h3" component="h2" sx={{ mb: 1 }}>
        Резервные копии и почта
      </Typography>
      <Stack spacing={1}>
        <BackupPanel />
        {!failed.data ? (
          <CircularProgress size="sm" aria-label="Загрузка неотправленных писем" />
        ) : (
          <ResponsiveTable
            label="Неотправленные письма"
            rows={failed.data}
            rowKey={(mail) => mail.id}
            empty="Все письма отправлены."
            columns={[
              { header: 'Адрес', cell: (mail) => mail.email },
              { header: 'Письмо', cell: (mail) => mail.subject },
              { header: 'Ошибка', cell: (mail) => mail.error },
              { header: 'Последняя попытка', cell: (mail) => formatMoscowDateTime(mail.last_failed_at) },
              {
                header: 'Действие',
                cell: (mail) => (
                  <Button size="sm" variant="outlined" loading={resend.isPending && resend.variables?.id === mail.id} onClick={() => resend.mutate({ id: mail.id })}>
                    Повторить
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Stack>
    </section>
  );
}
