import { useState } from 'react';
import { errorText } from '../../../lib/api-error';
import { monthOf } from '../../../lib/calendar';
import { moscowNow } from '../../../lib/moscow-time';
import { useBookedMonth } from '../api/booked-month';
import { useRotateFeed, useSaveMeetingUrl, useSaveRoomProvider, useSaveSchedule, useSchedule } from '../api/schedule';
import { useSaveBusyCalendar } from '../api/busy-calendar';
import { BusyCalendarSettings } from './busy-calendar-settings';
import { savedPlan } from '../utils/schedule-draft';
import { BookedMonth } from './booked-month';
import { ScheduleEditor } from './schedule-editor';
import { ScheduleScreen } from './schedule-screen';
import { SessionSettings } from './session-settings';

/** The back office's «Расписание», wired to the API. */
export function ScheduleSection() {
  const schedule = useSchedule();
  const save = useSaveSchedule();
  const meetingUrl = useSaveMeetingUrl();
  const roomProvider = useSaveRoomProvider();
  const feed = useRotateFeed();
  const busyCalendar = useSaveBusyCalendar();
  const [month, setMonth] = useState(() => monthOf(moscowNow()));
  const booked = useBookedMonth(month);
  const today = moscowNow().toISODate() ?? '';

  return (
    <ScheduleScreen
      schedule={schedule.data}
      failed={schedule.isError}
      onRetry={() => void schedule.refetch()}
      editor={(saved) => (
        <ScheduleEditor
          key={JSON.stringify(savedPlan(saved))}
          schedule={saved}
          today={today}
          saving={save.isPending}
          error={save.isError ? errorText(save.error) : undefined}
          onSave={(plan) => save.mutate({ data: plan })}
        />
      )}
      bookedMonth={
        <BookedMonth
          month={month}
          sessions={booked.data}
          failed={booked.isError}
          onPrevious={() => setMonth((current) => current.minus({ months: 1 }))}
          onNext={() => setMonth((current) => current.plus({ months: 1 }))}
        />
      }
      sessionSettings={(saved) => (
        <>
          <SessionSettings
            key={`room ${saved.meeting_url ?? ''}`}
            schedule={saved}
            saving={meetingUrl.isPending}
            rotating={feed.isPending}
            choosingProvider={roomProvider.isPending}
            onChooseProvider={(provider) => roomProvider.save(saved, provider)}
            onSaveMeetingUrl={(url) => meetingUrl.save(saved, url)}
            onRotateFeed={feed.rotate}
          />
          <BusyCalendarSettings
            key={`busy ${saved.busy_calendar_url ?? ''}`}
            url={saved.busy_calendar_url ?? null}
            status={saved.busy_calendar}
            saving={busyCalendar.isPending}
            onSave={busyCalendar.save}
          />
        </>
      )}
    />
  );
}
