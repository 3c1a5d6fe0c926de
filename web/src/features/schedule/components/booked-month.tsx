import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';
import type { DateTime } from 'luxon';
import { useId } from 'react';
import type { Consultation } from '../../../api/generated/model';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons/icons';
import { useMediaQuery } from '../../../lib/use-media-query';
import { monthTitle, monthWeeks, WEEKDAYS } from '../../../lib/calendar';
import { formatMoscowDate } from '../../../lib/moscow-time';
import { bookedByDay, type BookedSlot } from '../utils/booked-days';

export type BookedMonthProps = {
  month: DateTime;
  /** The month's live sessions; undefined while loading or after a failure. */
  sessions: readonly Consultation[] | undefined;
  failed?: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

function SlotLine({ slot }: { slot: BookedSlot }) {
  return (
    <Typography level="body-xs" title={slot.email} sx={{ overflowWrap: 'anywhere' }}>
      <b>{slot.time}</b> {slot.client}
      {!slot.paid && ' · не оплачено'}
    </Typography>
  );
}

/** Seven columns of the month, each day listing its booked times and clients (laptop). */
function MonthGrid({ month, days }: { month: DateTime; days: Map<string, BookedSlot[]> }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
      {WEEKDAYS.map((weekday) => (
        <Typography key={weekday.short} level="body-xs" textAlign="center" fontWeight="lg">
          {weekday.short}
        </Typography>
      ))}
      {monthWeeks(month).flat().map((day, index) => {
        const slots = day ? (days.get(day.toISODate() ?? '') ?? []) : [];
        return (
          <Sheet
            key={day?.toISODate() ?? `pad-${index}`}
            variant={slots.length > 0 ? 'soft' : 'plain'}
            color={slots.length > 0 ? 'primary' : 'neutral'}
            sx={{ minHeight: 72, borderRadius: 'sm', p: 0.5, border: day ? '1px solid' : 'none', borderColor: 'divider' }}
          >
            {day && (
              <Stack gap={0.25}>
                <Typography level="body-xs" textColor="text.tertiary">
                  {day.day}
                </Typography>
                {slots.map((slot) => (
                  <SlotLine key={slot.id} slot={slot} />
                ))}
              </Stack>
            )}
          </Sheet>
        );
      })}
    </Box>
  );
}

/** Only the booked days, one card each (phone). */
function DayCards({ days }: { days: Map<string, BookedSlot[]> }) {
  return (
    <Stack component="ul" gap={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {[...days.entries()].map(([date, slots]) => (
        <Sheet key={date} component="li" variant="soft" color="primary" sx={{ borderRadius: 'sm', p: 1.25 }}>
          <Typography level="title-sm">{formatMoscowDate(date)}</Typography>
          <Stack gap={0.5} sx={{ mt: 0.5 }}>
            {slots.map((slot) => (
              <Stack key={slot.id} direction="row" gap={1} alignItems="baseline" flexWrap="wrap">
                <Chip size="sm" variant="outlined">
                  {slot.time}
                </Chip>
                <Typography level="body-sm" sx={{ overflowWrap: 'anywhere' }}>
                  {slot.client === slot.email ? slot.email : `${slot.client} (${slot.email})`}
                  {!slot.paid && ' · не оплачено'}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Sheet>
      ))}
    </Stack>
  );
}

/** «Записи на месяц»: which slots of the month are booked and by whom (times in Moscow). */
export function BookedMonth({ month, sessions, failed = false, onPrevious, onNext }: BookedMonthProps) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const days = bookedByDay(sessions ?? []);

  return (
    <Sheet component="section" aria-labelledby={titleId} variant="outlined" sx={{ borderRadius: 'md', p: { xs: 1.5, sm: 2.5 } }}>
      <Stack gap={1.5}>
        <Stack direction="row" alignItems="center" gap={1}>
          <Typography id={titleId} level="h3" component="h2" sx={{ flex: 1 }}>
            Записи: {monthTitle(month)}
          </Typography>
          <IconButton variant="outlined" size="sm" aria-label="Предыдущий месяц" onClick={onPrevious}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton variant="outlined" size="sm" aria-label="Следующий месяц" onClick={onNext}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        {failed ? (
          <Alert color="danger" variant="soft">
            Не удалось загрузить записи этого месяца. Обновите страницу.
          </Alert>
        ) : sessions === undefined ? (
          <LinearProgress aria-label="Загружаем записи" />
        ) : phone ? (
          days.size === 0 ? (
            <Typography level="body-sm">В этом месяце записей нет.</Typography>
          ) : (
            <DayCards days={days} />
          )
        ) : (
          <>
            {days.size === 0 && <Typography level="body-sm">В этом месяце записей нет.</Typography>}
            <MonthGrid month={month} days={days} />
          </>
        )}
      </Stack>
    </Sheet>
  );
}
