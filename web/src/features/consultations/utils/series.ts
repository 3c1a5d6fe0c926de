/** «Повторять: каждую неделю / каждые две недели, N сессий» and what to do with taken dates. */
export type SeriesChoice = { everyWeeks: 1 | 2; count: number; skipTaken: boolean };

/** The longest series the server takes (`ConsultationSeriesInput.count`). */
export const MAX_SERIES_SESSIONS = 52;

/** A series needs at least two package sessions; at most as many as she has left. */
export function canRepeat(credits: number): boolean {
  return credits >= 2;
}

export function seriesCountLimit(credits: number): number {
  return Math.min(credits, MAX_SERIES_SESSIONS);
}

/** The count typed, kept within 2 and what her credits allow. */
export function clampSeriesCount(count: number, credits: number): number {
  if (!Number.isFinite(count)) return 2;
  return Math.max(2, Math.min(Math.round(count), seriesCountLimit(credits)));
}
