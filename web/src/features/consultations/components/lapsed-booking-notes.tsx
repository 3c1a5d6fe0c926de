import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import type { LapsedBooking } from '../../../api/generated/model';
import { sessionMomentInText, useClientTimeZone } from '../../../lib/client-time';

/**
 * Above her sessions, for a day after: a booking whose payment did not come by its deadline was
 * released (she was mailed too), so the session she may look for is not in the list.
 */
export function LapsedBookingNotes({ lapsed }: { lapsed: readonly LapsedBooking[] }) {
  const timeZone = useClientTimeZone();
  if (lapsed.length === 0) return null;
  return (
    <Stack gap={1} role="status">
      {lapsed.map((booking) => (
        <Alert key={`${booking.date}-${booking.lapsed_at}`} color="warning" variant="soft">
          {`Бронь на ${sessionMomentInText(booking.date, timeZone)} снята: оплата не поступила вовремя. Выберите время в календаре заново.`}
        </Alert>
      ))}
    </Stack>
  );
}
