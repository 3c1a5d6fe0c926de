import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { DateTime } from 'luxon';
import { useId } from 'react';
import type { ConsultationDay } from '../../../api/generated/model';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons/icons';
import { dayLabel, findFreeDay, isSameMoscowDay, monthTitle, monthWeeks, WEEKDAYS } from '../../../lib/calendar';
import { CalendarLegend } from './calendar-legend';

export type ConsultationCalendarProps = {
  /** Any moment of the month shown. */
  month: DateTime;
  today: DateTime;
  /** The free days the server listed for the month; undefined while loading. */
  freeDays: readonly ConsultationDay[] | undefined;
  loading?: boolean;
  canGoBack: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPickDay: (day: ConsultationDay) => void;
  /** Sessions left on the client's packages; shown when above zero. */
  credits?: number;
};

/** The month calendar of spec 2.5: free days green and clickable, others grey, today outlined. */
export function ConsultationCalendar({
  month,
  today,
  freeDays,
  loading = false,
  canGoBack,
  onPrevious,
  onNext,
  onPickDay,
  credits = 0,
}: ConsultationCalendarProps) {
  const titleId = useId();
  const monthId = useId();

  return (
    <Sheet component="section" aria-labelledby={titleId} variant="outlined" sx={{ borderRadius: 'md', p: { xs: 1.5, sm: 2.5 } }}>
      <Stack gap={1.5}>
        <Typography id={titleId} level="h3" component="h1">
          Свободные даты для сессии (время московское)
        </Typography>
        {credits > 0 ? (
          <Typography level="body-md" color="success" fontWeight="lg">
            Осталось сессий из пакета: {credits}
          </Typography>
        ) : null}
        <Stack direction="row" alignItems="center" justifyContent="space-between">
          <IconButton variant="outlined" aria-label="Предыдущий месяц" disabled={!canGoBack} onClick={onPrevious}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography id={monthId} level="title-lg" component="h2" aria-live="polite">
            {monthTitle(month)}
          </Typography>
          <IconButton variant="outlined" aria-label="Следующий месяц" onClick={onNext}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        <Box sx={{ height: 4 }}>
          {loading ? <LinearProgress size="sm" aria-label="Загрузка свободных дат" /> : null}
        </Box>
        <Box
          component="table"
          aria-labelledby={monthId}
          aria-busy={loading}
          sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: { xs: '2px', sm: '6px' } }}
        >
          <thead>
            <tr>
              {WEEKDAYS.map((weekday) => (
                <Box component="th" key={weekday.short} scope="col" abbr={weekday.full} sx={{ fontWeight: 'md', pb: 0.5 }}>
                  <Typography level="body-sm" textColor="text.tertiary">
                    {weekday.short}
                  </Typography>
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week, index) => (
              <tr key={index}>
                {week.map((date, column) => (
                  <td key={date?.day ?? `pad-${column}`}>
                    {date ? (
                      <CalendarDay
                        date={date}
                        freeDay={loading ? undefined : findFreeDay(freeDays, date)}
                        isToday={isSameMoscowDay(date, today)}
                        onPick={onPickDay}
                      />
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
        <CalendarLegend />
      </Stack>
    </Sheet>
  );
}

type CalendarDayProps = {
  date: DateTime;
  freeDay: ConsultationDay | undefined;
  isToday: boolean;
  onPick: (day: ConsultationDay) => void;
};

function CalendarDay({ date, freeDay, isToday, onPick }: CalendarDayProps) {
  return (
    <Button
      fullWidth
      size="sm"
      variant={freeDay ? 'solid' : 'plain'}
      color={freeDay ? 'success' : 'neutral'}
      disabled={!freeDay}
      aria-label={dayLabel(date, freeDay ? 'free' : 'unavailable', isToday)}
      aria-current={isToday ? 'date' : undefined}
      onClick={freeDay ? () => onPick(freeDay) : undefined}
      sx={{
        aspectRatio: { xs: '1', sm: 'auto' },
        height: { sm: 48 },
        minHeight: 0,
        px: 0,
        fontVariantNumeric: 'tabular-nums',
        '&.Mui-disabled': { color: 'neutral.plainDisabledColor', bgcolor: 'neutral.softBg' },
        ...(isToday && { outline: '2px solid', outlineColor: 'primary.500', outlineOffset: '-2px' }),
      }}
    >
      {date.day}
    </Button>
  );
}
