import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { formatCountdown } from '../../lib/format-countdown';

export type ResendTimerProps = {
  secondsLeft: number;
  onResend: () => void;
  resending?: boolean;
};

/** «Оставшееся время: m:ss» while the countdown runs, then the «Отправить код повторно» link. */
export function ResendTimer({ secondsLeft, onResend, resending = false }: ResendTimerProps) {
  if (secondsLeft > 0) {
    return <Typography level="body-sm">Оставшееся время: {formatCountdown(secondsLeft)}</Typography>;
  }
  return (
    <Link component="button" type="button" level="body-sm" onClick={onResend} disabled={resending} sx={{ alignSelf: 'flex-start' }}>
      Отправить код повторно
    </Link>
  );
}
