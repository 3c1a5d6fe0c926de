import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { AppModal } from '../../../components/modal/app-modal';
import { formatMoscowDate } from '../../../lib/moscow-time';

export type WaitlistDayDialogProps = {
  /** The full day clicked in the calendar (`YYYY-MM-DD`); null keeps the dialog closed. */
  day: string | null;
  /** Whether she already waits for it. */
  waiting: boolean;
  busy?: boolean;
  onJoin: (day: string) => void;
  onLeave: (day: string) => void;
  onClose: () => void;
};

/**
 * A full day clicked in the calendar: «Встать в лист ожидания» (a mail when a time frees up), or,
 * when she already waits for it, «Вы в листе ожидания» and the way out.
 */
export function WaitlistDayDialog({ day, waiting, busy = false, onJoin, onLeave, onClose }: WaitlistDayDialogProps) {
  const date = day ? formatMoscowDate(day) : '';
  return (
    <AppModal
      open={day !== null}
      maxWidth={460}
      title={waiting ? `Вы в листе ожидания на ${date}` : `${date}: всё занято`}
      onClose={onClose}
      saveLabel={waiting ? 'Выйти из листа ожидания' : 'Встать в лист ожидания'}
      cancelLabel="Закрыть"
      saving={busy}
      onSave={() => {
        if (day) (waiting ? onLeave : onJoin)(day);
      }}
    >
      <Stack gap={1.5} sx={{ pt: 1 }}>
        {waiting ? (
          <Typography level="body-md">Мы пришлём письмо, как только в этот день освободится время. Запишется тот, кто успеет первым.</Typography>
        ) : (
          <>
            <Typography level="body-md">В этот день всё время уже занято.</Typography>
            <Typography level="body-md">Встаньте в лист ожидания — пришлём письмо, как только время освободится. Запишется тот, кто успеет первым.</Typography>
          </>
        )}
      </Stack>
    </AppModal>
  );
}
