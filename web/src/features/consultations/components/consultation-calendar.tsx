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
import { priceLabel } from '../../../lib/money';
import { sessionsLeft } from '../../../lib/plural';
import { waitlistDayKey, waitlistLabel, waitlistStateOf, type WaitlistDayState } from '../utils/waitlist-days';
import { CalendarLegend } from './calendar-legend';
import { useCalendarGridFocus, type CalendarCellProps } from '../hooks/use-calendar-grid-focus';

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
  /** Roubles left on her amount gift certificates; shown when above zero. */
  giftBalance?: number;
  /** Days (`YYYY-MM-DD`) with every time taken: with `onPickFullDay` they can be clicked to join their waitlist. */
  fullDays?: ReadonlySet<string>;
  /** Days she waits for, marked «вы в листе ожидания» (clicked to leave). */
  waitlistDays?: ReadonlySet<string>;
  onPickFullDay?: (date: string) => void;
  /** Whose clock the days and times are on, for the title: «время московское» unless her zone differs. */
  timeNote?: string;
};

/**
 * The month calendar of spec 2.5: free days green and clickable, others grey, today outlined. The
 * days are a WAI-ARIA grid: one Tab stop, arrows, Home/End and PageUp/PageDown move between days
 * (and months), Enter or Space picks a free day.
 */
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
  giftBalance = 0,
  fullDays,
  waitlistDays,
  onPickFullDay,
  timeNote = 'время московское',
}: ConsultationCalendarProps) {
  const titleId = useId();
  const monthId = useId();
  const grid = useCalendarGridFocus({
    month,
    today,
    firstFreeDay: loading ? undefined : freeDays?.find((day) => day.times.length > 0)?.date,
    canGoBack,
    onPrevious,
    onNext,
    onPick: (date) => {
      const freeDay = loading ? undefined : findFreeDay(freeDays, date);
      if (freeDay) onPickDay(freeDay);
      else if (!loading && onPickFullDay && waitlistStateOf(date, fullDays, waitlistDays)) onPickFullDay(waitlistDayKey(date));
    },
  });

  return (
    <Sheet component="section" aria-labelledby={titleId} variant="outlined" sx={{ borderRadius: 'md', p: { xs: 1.5, sm: 2.5 } }}>
      <Stack gap={1.5}>
        <Typography id={titleId} level="h3" component="h1">
          {`Свободные даты для сессии (${timeNote})`}
        </Typography>
        {credits > 0 ? (
          <Typography level="body-md" color="success" fontWeight="lg">
            {sessionsLeft(credits)} из пакета
          </Typography>
        ) : null}
        {giftBalance > 0 ? (
          <Typography level="body-md" color="success" fontWeight="lg">
            {`На подарочном сертификате ${priceLabel(giftBalance)}: он оплатит запись`}
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
          role="grid"
          aria-labelledby={monthId}
          aria-busy={loading}
          ref={grid.ref}
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
                {week.map((date, column) =>
                  date ? (
                    <CalendarDay
                      key={date.day}
                      date={date}
                      freeDay={loading ? undefined : findFreeDay(freeDays, date)}
                      isToday={isSameMoscowDay(date, today)}
                      cellProps={grid.cellProps(date)}
                      onPick={onPickDay}
                      waitlist={loading || !onPickFullDay ? undefined : waitlistStateOf(date, fullDays, waitlistDays)}
                      onPickWaitlist={() => onPickFullDay?.(waitlistDayKey(date))}
                    />
                  ) : (
                    <td key={`pad-${column}`} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Box>
        <CalendarLegend waitlist={onPickFullDay !== undefined} />
      </Stack>
    </Sheet>
  );
}

/** The focused day's cell shows where the keyboard is. */
const focusRing = {
  borderRadius: 'sm',
  '&:focus-visible': { outline: '3px solid', outlineColor: 'focusVisible', outlineOffset: '1px' },
} as const;

type CalendarDayProps = {
  date: DateTime;
  freeDay: ConsultationDay | undefined;
  isToday: boolean;
  /** The cell's place in the grid's roving Tab order and its keys. */
  cellProps: CalendarCellProps;
  onPick: (day: ConsultationDay) => void;
  /** A day without free time that is full or waited for: clickable for the waitlist. */
  waitlist?: WaitlistDayState;
  onPickWaitlist?: () => void;
};

/**
 * A day's grid cell, named like its button: the keyboard focuses the cell (a day without free time
 * is a disabled button, which cannot take focus), the pointer clicks the button.
 */
function CalendarDay({ date, freeDay, isToday, cellProps, onPick, waitlist, onPickWaitlist }: CalendarDayProps) {
  const forWaitlist = freeDay ? undefined : waitlist;
  const label = dayLabel(date, freeDay ? 'free' : 'unavailable', isToday) + waitlistLabel(forWaitlist);
  return (
    <Box component="td" role="gridcell" aria-label={label} {...cellProps} sx={focusRing}>
      <Button
        fullWidth
        size="sm"
        variant={freeDay ? 'solid' : forWaitlist ? 'soft' : 'plain'}
        color={freeDay ? 'success' : forWaitlist === 'waiting' ? 'primary' : forWaitlist ? 'warning' : 'neutral'}
        disabled={!freeDay && !forWaitlist}
        tabIndex={-1}
        aria-label={label}
        aria-current={isToday ? 'date' : undefined}
        onClick={freeDay ? () => onPick(freeDay) : forWaitlist ? onPickWaitlist : undefined}
        title={forWaitlist === 'waiting' ? 'Вы в листе ожидания' : undefined}
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
    </Box>
  );
}
