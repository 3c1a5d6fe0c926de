import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { MessengersPanel } from './messengers-panel';

/** «Настройки» → «Мессенджеры»: her chats, an extra channel beside mail (mail keeps coming). */
export function MessengersSection() {
  return (
    <Card component="section" aria-labelledby="settings-messengers" variant="outlined" sx={{ gap: 2 }}>
      <Typography id="settings-messengers" level="title-lg" component="h2">
        Мессенджеры
      </Typography>
      <Typography level="body-sm">
        Подтверждение оплаты, напоминания за сутки и за час до сессии (с кнопками «Подтверждаю» и «Перенести»), перенос и отмена — ещё и в чат. Письма приходят как прежде.
      </Typography>
      <MessengersPanel scope="client" />
    </Card>
  );
}
