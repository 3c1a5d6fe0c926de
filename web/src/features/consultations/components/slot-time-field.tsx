import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { useState } from 'react';
import type { ConsultationDay, ConsultationDayTimesItem } from '../../../api/generated/model';
import { foreignZone, slotTimeText, useClientTimeZone, zoneTimeNote } from '../../../lib/client-time';

export type DaySlot = {
  times: ConsultationDayTimesItem[];
  /** The chosen time; the day's first until she picks another (spec 2.8). */
  slot: ConsultationDayTimesItem | undefined;
  choose: (slotStart: string | null) => void;
};

/** The time chosen on a day of the calendar, as the booking and the move dialogs share it. */
export function useDaySlot(day: ConsultationDay | null): DaySlot {
  const [slotStart, setSlotStart] = useState<string | null>(null);
  const times = day?.times ?? [];
  return { times, slot: times.find((time) => time.start === slotStart) ?? times[0], choose: setSlotStart };
}

/**
 * The select of the day's free times: Moscow time, or the client's own with Moscow's beside it
 * («14:00 (10:00 МСК)») when her zone differs; the label's «(московское)» then names her clock.
 */
export function SlotTimeField({ label, daySlot }: { label: string; daySlot: DaySlot }) {
  const { times, slot, choose } = daySlot;
  const zone = useClientTimeZone();
  const own = times[0] ? foreignZone(zone, times[0].start) : undefined;
  const shownLabel = own && times[0] ? label.replace('(московское)', `(${zoneTimeNote(own, times[0].start)})`) : label;
  return (
    <FormControl>
      <FormLabel>{shownLabel}</FormLabel>
      <Select value={slot?.start ?? null} onChange={(_event, value) => choose(value)} disabled={times.length === 0}>
        {times.map((time) => (
          <Option key={time.start} value={time.start}>
            {slotTimeText(time, zone)}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}
