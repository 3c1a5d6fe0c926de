import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { WEEKDAYS } from '../../../lib/calendar';
import { DayTimesEditor } from './day-times-editor';

export type WeeklyPlanEditorProps = {
  weekly: string[][];
  onChange: (weekly: string[][]) => void;
};

/** «Неделя»: each weekday's session times, Monday first; a weekday without times is off every week. */
export function WeeklyPlanEditor({ weekly, onChange }: WeeklyPlanEditorProps) {
  const setDay = (index: number, times: string[]) => onChange(weekly.map((day, at) => (at === index ? times : day)));
  return (
    <Stack component="ul" gap={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {WEEKDAYS.map((weekday, index) => (
        <Sheet
          key={weekday.full}
          component="li"
          variant="soft"
          sx={{ borderRadius: 'sm', p: 1.25, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0.75, sm: 2 }, alignItems: { sm: 'center' } }}
        >
          <Typography level="title-sm" sx={{ width: { sm: 130 }, flexShrink: 0 }}>
            {weekday.full}
          </Typography>
          <DayTimesEditor dayName={weekday.full} times={weekly[index] ?? []} emptyText="Выходной" onChange={(times) => setDay(index, times)} />
        </Sheet>
      ))}
    </Stack>
  );
}
