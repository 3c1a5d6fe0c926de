import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { MessengersPanel } from './messengers-panel';

/** «Практика» → «Мессенджеры»: her own chat, where new bookings, cancellations and payments come beside the mails. */
export function CoachMessengersArea() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="coach-messengers" sx={{ gap: 2 }}>
      <Typography id="coach-messengers" level="title-md" component="h2">
        Мессенджеры
      </Typography>
      <Typography level="body-sm">Новые записи, отмены клиентов и оплаты — ещё и в ваш чат: только время и услуга, без имён.</Typography>
      <MessengersPanel scope="coach" />
    </Card>
  );
}
