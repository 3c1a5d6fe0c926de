import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import LinearProgress from '@mui/joy/LinearProgress';
import Option from '@mui/joy/Option';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useId } from 'react';
import type { ConsultationSeriesPreview } from '../../../api/generated/model';
import { errorText } from '../../../lib/api-error';
import { foreignZone, formatSessionDateTime, useClientTimeZone } from '../../../lib/client-time';
import { useSeriesPreview } from '../api/series';
import { clampSeriesCount, seriesCountLimit, type SeriesChoice } from '../utils/series';

export type SeriesPickerProps = {
  /** Sessions left on her packages: the series may have at most this many. */
  credits: number;
  /** The repetition chosen; null books the one session only. */
  value: SeriesChoice | null;
  onChange: (value: SeriesChoice | null) => void;
  /** The dates the series would take (shown while it repeats); undefined while they load. */
  preview: ConsultationSeriesPreview | undefined;
  loading?: boolean;
  /** Why the dates could not be looked at (Russian), when the preview failed. */
  problem?: string;
};

type Repeat = 'once' | 'weekly' | 'fortnightly';

const repeatOf = (value: SeriesChoice | null): Repeat => (value === null ? 'once' : value.everyWeeks === 1 ? 'weekly' : 'fortnightly');

/**
 * «Повторять»: one session, or every week / every two weeks for N sessions from her package, with
 * the dates the series would take (taken ones marked) and whether to book around them.
 */
export function SeriesPicker({ credits, value, onChange, preview, loading = false, problem }: SeriesPickerProps) {
  const repeatLabelId = useId();
  const countLabelId = useId();
  const counts = Array.from({ length: Math.max(0, seriesCountLimit(credits) - 1) }, (_, index) => index + 2);
  const choose = (repeat: Repeat) => {
    if (repeat === 'once') onChange(null);
    else onChange({ everyWeeks: repeat === 'weekly' ? 1 : 2, count: value?.count ?? clampSeriesCount(Math.min(credits, 4), credits), skipTaken: value?.skipTaken ?? false });
  };

  return (
    <Stack gap={1.5}>
      <FormControl>
        <FormLabel id={repeatLabelId}>Повторять</FormLabel>
        <RadioGroup aria-labelledby={repeatLabelId} value={repeatOf(value)} onChange={(event) => choose(event.target.value as Repeat)} sx={{ gap: 1, mt: 0.5 }}>
          <Radio value="once" label="Не повторять" />
          <Radio value="weekly" label="Каждую неделю" />
          <Radio value="fortnightly" label="Каждые две недели" />
        </RadioGroup>
      </FormControl>
      {value ? (
        <>
          <FormControl>
            <FormLabel id={countLabelId}>Сколько сессий</FormLabel>
            <Select
              value={value.count}
              onChange={(_, count) => onChange({ ...value, count: clampSeriesCount(count ?? value.count, credits) })}
              slotProps={{ button: { 'aria-labelledby': countLabelId } }}
              sx={{ maxWidth: 120 }}
            >
              {counts.map((count) => (
                <Option key={count} value={count}>
                  {count}
                </Option>
              ))}
            </Select>
            <FormHelperText>Каждая сессия серии — одна сессия из пакета (осталось {credits}).</FormHelperText>
          </FormControl>
          <Checkbox
            label="Если дата занята, пропустить её и продолжить серию дальше"
            checked={value.skipTaken}
            onChange={(event) => onChange({ ...value, skipTaken: event.target.checked })}
          />
          {problem ? (
            <Typography level="body-sm" color="danger" role="status">
              {problem}
            </Typography>
          ) : (
            <SeriesDates preview={preview} loading={loading} />
          )}
        </>
      ) : null}
    </Stack>
  );
}

/** The series' dates in order, each free or taken (with why), and why it cannot be booked when it cannot. */
function SeriesDates({ preview, loading }: { preview: ConsultationSeriesPreview | undefined; loading: boolean }) {
  const titleId = useId();
  const zone = useClientTimeZone();
  if (loading || !preview) return <LinearProgress size="sm" aria-label="Загрузка дат серии" />;
  return (
    <Stack gap={0.75} aria-labelledby={titleId} component="section">
      <Typography id={titleId} level="title-sm" component="h3">
        {foreignZone(zone, preview.dates[0]?.date ?? new Date().toISOString()) ? 'Даты серии' : 'Даты серии (время московское)'}
      </Typography>
      <Stack component="ul" gap={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {preview.dates.map((date) => (
          <Typography
            component="li"
            key={date.date}
            level="body-sm"
            color={date.free ? 'success' : 'danger'}
            sx={{ fontVariantNumeric: 'tabular-nums', ...(date.free ? {} : { textDecoration: 'line-through' }) }}
            title={date.reason}
          >
            {formatSessionDateTime(date.date, zone)} — {date.free ? 'свободно' : `занято${date.reason ? `: ${date.reason}` : ''}`}
          </Typography>
        ))}
      </Stack>
      {preview.bookable ? null : (
        <Typography level="body-sm" color="danger" role="status">
          {preview.detail ?? 'Серию сейчас записать нельзя.'}
        </Typography>
      )}
    </Stack>
  );
}

export type SeriesFieldProps = Omit<SeriesPickerProps, 'preview' | 'loading'> & {
  typeId: number;
  /** The first session's start (ISO), the time picked in the dialog. */
  firstStart: string;
  /** Whether the series as chosen can be booked now (true while it does not repeat). */
  onBookableChange: (bookable: boolean) => void;
};

/** The picker with the server's preview of the chosen series (asked again whenever the choice changes). */
export function SeriesField({ typeId, firstStart, onBookableChange, ...picker }: SeriesFieldProps) {
  return picker.value ? (
    <SeriesWithPreview {...picker} value={picker.value} typeId={typeId} firstStart={firstStart} onBookableChange={onBookableChange} />
  ) : (
    <SeriesPicker {...picker} preview={undefined} />
  );
}

function SeriesWithPreview({ typeId, firstStart, onBookableChange, ...picker }: SeriesFieldProps & { value: SeriesChoice }) {
  const preview = useSeriesPreview({ typeId, firstStart, choice: picker.value });
  const bookable = preview.data?.bookable ?? false;
  useEffect(() => {
    onBookableChange(bookable);
    return () => onBookableChange(true);
  }, [bookable, onBookableChange]);
  return <SeriesPicker {...picker} preview={preview.data} loading={preview.isPending} problem={preview.isError ? errorText(preview.error) : undefined} />;
}
