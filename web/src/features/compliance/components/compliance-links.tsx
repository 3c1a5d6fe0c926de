import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** «Практика»'s way to the notification pack, the data self-check and the advertising ledger. */
export function ComplianceLinks() {
  return (
    <Stack spacing={0.5}>
      <Typography level="title-lg">Персональные данные</Typography>
      <Typography level="body-md">
        <Link to={`${paths.admin}/practice/notification`}>Уведомление Роскомнадзора</Link> — поля уведомления, заполненные по настройкам сайта, и текст для формы.
      </Typography>
      <Typography level="body-md">
        <Link to={`${paths.admin}/practice/data-map`}>Где живут данные</Link> — какие сервисы получают данные, в каких странах, и нужна ли трансграничная передача.
      </Typography>
      <Typography level="body-md">
        <Link to={`${paths.admin}/practice/advertising`}>Реклама и сбор 3 %</Link> — платные размещения рекламы, доход по кварталам и сбор с него.
      </Typography>
    </Stack>
  );
}
