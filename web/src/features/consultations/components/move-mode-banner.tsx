import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import type { Consultation } from '../../../api/generated/model';
import { formatSessionDateTime, useClientTimeZone } from '../../../lib/client-time';

export type MoveModeBannerProps = { consultation: Consultation; onStop: () => void };

/** Says the calendar is in move mode: a free day picked now moves the session instead of booking one. */
export function MoveModeBanner({ consultation, onStop }: MoveModeBannerProps) {
  const zone = useClientTimeZone();
  return (
    <Alert
      color="primary"
      variant="soft"
      role="status"
      endDecorator={
        <Button size="sm" variant="plain" color="primary" onClick={onStop}>
          Не переносить
        </Button>
      }
    >
      Перенос сессии {formatSessionDateTime(consultation.date, zone)}: выберите в календаре свободный день.
    </Alert>
  );
}
