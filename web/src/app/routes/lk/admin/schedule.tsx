import { useRotateFeed, useSaveMeetingUrl, useSessionSettings } from '../../../../features/consultations/api/session-settings';
import { SessionSettings } from '../../../../features/consultations/components/session-settings';

/** «Расписание»: today, where sessions take place and the coach's calendar feed (the office-schedule branch adds the plan). */
export default function SchedulePage() {
  const schedule = useSessionSettings();
  const meetingUrl = useSaveMeetingUrl();
  const feed = useRotateFeed();
  if (!schedule) return null;
  return (
    <SessionSettings
      key={schedule.meeting_url ?? ''}
      schedule={schedule}
      saving={meetingUrl.isPending}
      rotating={feed.isPending}
      onSaveMeetingUrl={(url) => meetingUrl.save(schedule, url)}
      onRotateFeed={feed.rotate}
    />
  );
}
