import type { DateTime } from 'luxon';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { dayAfterKey, monthOf } from '../../../lib/calendar';
import { inMoscow, moscowDay } from '../../../lib/moscow-time';

export type CalendarGridFocusOptions = {
  /** Any moment of the month shown. */
  month: DateTime;
  today: DateTime;
  /** The month's first free day (`YYYY-MM-DD`), where the grid's Tab stop starts; undefined when none or while loading. */
  firstFreeDay: string | undefined;
  canGoBack: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Enter or Space on a day: the calendar books it when it is free. */
  onPick: (date: DateTime) => void;
};

/** What a day's cell of the grid carries: its place in the roving Tab order and its keys. */
export type CalendarCellProps = {
  'data-date': string;
  tabIndex: number;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

const isoDay = (date: DateTime): string => inMoscow(date).toISODate() ?? '';

/**
 * The roving Tab stop of the calendar's day grid (WAI-ARIA grid pattern): exactly one day cell is
 * tabbable, the keys of `dayAfterKey` move it (turning the month when it leaves the one shown, never
 * before the first month allowed), and the cell it lands on takes the focus.
 */
export function useCalendarGridFocus({ month, today, firstFreeDay, canGoBack, onPrevious, onNext, onPick }: CalendarGridFocusOptions) {
  const ref = useRef<HTMLTableElement>(null);
  const [focusedDay, setFocusedDay] = useState<string | null>(null);
  const keyboardMoved = useRef(false);
  const first = monthOf(month);
  const shown = (day: string | null | undefined): day is string => Boolean(day) && moscowDay(day ?? '').hasSame(first, 'month');
  const activeDay = shown(focusedDay) ? focusedDay : shown(firstFreeDay) ? firstFreeDay : inMoscow(today).hasSame(first, 'month') ? isoDay(today) : isoDay(first);

  useEffect(() => {
    if (!keyboardMoved.current) return;
    keyboardMoved.current = false;
    ref.current?.querySelector<HTMLElement>(`[data-date="${activeDay}"]`)?.focus();
  }, [activeDay]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>, date: DateTime) {
    if (event.key === 'Enter' || event.key === ' ') {
      // On the day's own button (after a click) the button answers the key itself.
      if (event.target !== event.currentTarget) return;
      event.preventDefault();
      onPick(date);
      return;
    }
    const target = dayAfterKey(date, event.key);
    if (!target) return;
    event.preventDefault();
    if (target < first && !canGoBack) return;
    if (target < first) onPrevious();
    else if (!target.hasSame(first, 'month')) onNext();
    keyboardMoved.current = true;
    setFocusedDay(isoDay(target));
  }

  return {
    ref,
    /** The props of a day's cell: its place in the roving Tab order and its keys. */
    cellProps: (date: DateTime): CalendarCellProps => {
      const day = isoDay(date);
      return {
        'data-date': day,
        tabIndex: day === activeDay ? 0 : -1,
        onFocus: () => setFocusedDay(day),
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, date),
      };
    },
  };
}
