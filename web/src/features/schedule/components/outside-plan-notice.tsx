import Alert from '@mui/joy/Alert';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { BookingOutsidePlan } from '../../../api/generated/model';
import { formatMoscowDateTime } from '../../../lib/moscow-time';

/** The upcoming sessions the plan no longer has: they stay booked, the coach sees whose they are. */
export function OutsidePlanNotice({ bookings }: { bookings: BookingOutsidePlan[] }) {
  if (bookings.length === 0) return null;
  return (
    <Alert color="warning" variant="soft" role="status" sx={{ alignItems: 'flex-start' }}>
      <Stack gap={0.5}>
        <Typography level="title-sm">Эти записи не попадают в новое расписание, они остаются в силе:</Typography>
        <List size="sm" sx={{ '--ListItem-paddingX': 0 }}>
          {bookings.map((booking) => (
            <ListItem key={booking.id}>
              {formatMoscowDateTime(booking.date)} МСК — {booking.name ? `${booking.name} (${booking.email})` : booking.email}
            </ListItem>
          ))}
        </List>
        <Typography level="body-xs">Если какую-то из них нужно перенести, договоритесь с клиентом и перенесите её в карточке сессии.</Typography>
      </Stack>
    </Alert>
  );
}
