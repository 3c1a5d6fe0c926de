import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { formatMoscowDateTime } from '../../../lib/moscow-time';
import { useBackupStatus, useFailedMails, useResendFailedMail } from '../api/operations-queries';

/** The practice's own health for the coach: the last backup and the mail that did not go out. */
export function PracticeHealth() {
  const backup = useBackupStatus();
  const failed = useFailedMails();
  const resend = useResendFailedMail();

  return (
    <section aria-labelledby="health-heading">
      <Typography id="health-heading" level="h3" component="h2" sx={{ mb: 1 }}>
        Резервные копии и почта
      </Typography>
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
        {!failed.data ? (
          <CircularProgress size="sm" aria-label="Загрузка неотправленных писем" />
        ) : failed.data.length === 0 ? (
          <Typography level="body-sm">Все письма отправлены.</Typography>
        ) : (
          <Table size="sm" aria-label="Неотправленные письма">
            <thead>
              <tr>
                <th scope="col">Адрес</th>
                <th scope="col">Письмо</th>
                <th scope="col">Ошибка</th>
                <th scope="col">Последняя попытка</th>
                <th scope="col" aria-label="Действие" />
              </tr>
            </thead>
            <tbody>
              {failed.data.map((mail) => (
                <tr key={mail.id}>
                  <td>{mail.email}</td>
                  <td>{mail.subject}</td>
                  <td>{mail.error}</td>
                  <td>{formatMoscowDateTime(mail.last_failed_at)}</td>
                  <td>
                    <Button size="sm" variant="outlined" loading={resend.isPending && resend.variables?.id === mail.id} onClick={() => resend.mutate({ id: mail.id })}>
                      Повторить
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Stack>
    </section>
  );
}
