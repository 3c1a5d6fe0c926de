import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import type { Schedule } from '../../../api/generated/model';
import { OutsidePlanNotice } from './outside-plan-notice';

export type ScheduleScreenProps = {
  /** Undefined while loading or after a failure. */
  schedule: Schedule | undefined;
  failed?: boolean;
  onRetry: () => void;
  /** The plan editor, keyed by the saved plan so it starts over after each save. */
  editor: (schedule: Schedule) => ReactNode;
  bookedMonth: ReactNode;
  sessionSettings: (schedule: Schedule) => ReactNode;
};

/** «Расписание» of the back office: the plan, right under its save button the bookings outside it, the month's bookings, the meeting room. */
export function ScheduleScreen({ schedule, failed = false, onRetry, editor, bookedMonth, sessionSettings }: ScheduleScreenProps) {
  return (
    <Stack gap={2.5} sx={{ minWidth: 0, p: { xs: 1, md: 2 } }}>
      <Typography level="h2" component="h1">
        Расписание
      </Typography>
      {failed ? (
        <Alert
          color="danger"
          variant="soft"
          endDecorator={
            <Button size="sm" variant="solid" color="danger" onClick={onRetry}>
              Повторить
            </Button>
          }
        >
          Не удалось загрузить расписание.
        </Alert>
      ) : schedule === undefined ? (
        <LinearProgress aria-label="Загружаем расписание" />
      ) : (
        <>
          {editor(schedule)}
          <OutsidePlanNotice bookings={schedule.bookings_outside_plan} />
          {bookedMonth}
          {sessionSettings(schedule)}
        </>
      )}
    </Stack>
  );
}
