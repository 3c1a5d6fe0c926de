import { useQueryClient } from '@tanstack/react-query';
import { getPreviewConsultationSeriesQueryKey, useBookConsultationSeries, usePreviewConsultationSeries } from '../../../api/generated/hooks';
import type { ConsultationSeries } from '../../../api/generated/model';
import { showAlert } from '../../../components/alert/alert-store';
import { withoutErrorAlert } from '../../../lib/api-client';
import { isoToUtcMinute } from '../../../lib/moscow-time';
import type { SeriesChoice } from '../utils/series';
import { invalidateConsultationData } from './consultation-queries';

/** What a series is asked for: the type, the first session's start (ISO) and the repetition chosen (and, booking it, her consent to the video rooms' service). */
export type SeriesRequest = { typeId: number; firstStart: string; choice: SeriesChoice; roomsConsent?: boolean };

const seriesParams = ({ typeId, firstStart, choice }: SeriesRequest) => ({
  type: typeId,
  date: isoToUtcMinute(firstStart),
  every_weeks: choice.everyWeeks,
  count: choice.count,
  skip_taken: choice.skipTaken,
});

/**
 * GET /api/consultation/series/preview/: the dates the series would take, each free or taken, and
 * whether it can be booked now. Its refusals are shown in the picker, not as alerts.
 */
export function useSeriesPreview(request: SeriesRequest) {
  return usePreviewConsultationSeries(seriesParams(request), { request: withoutErrorAlert });
}

/**
 * POST /api/consultation/series/: every session of the series at once, or none. A refusal (409:
 * some dates taken meanwhile, too few package sessions) is shown by the global alert; the calendar,
 * the list and the balance reload either way.
 */
export function useBookSeries() {
  const queryClient = useQueryClient();
  const book = useBookConsultationSeries({
    mutation: {
      onSuccess: (series) => showAlert(200, series.message),
      // A refused series leaves the dialog open: its dates are asked again, with the ones just taken.
      onSettled: () => Promise.all([invalidateConsultationData(queryClient), queryClient.invalidateQueries({ queryKey: getPreviewConsultationSeriesQueryKey() })]),
    },
  });
  return {
    isPending: book.isPending,
    book: (request: SeriesRequest): Promise<ConsultationSeries> =>
      book.mutateAsync({ data: { ...seriesParams(request), ...(request.roomsConsent ? { rooms_consent: true } : {}) } }),
  };
}
