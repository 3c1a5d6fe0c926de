import Stack from '@mui/joy/Stack';
import { AuditArea } from '../../../features/admin/components/audit-area';
import { useRotateFeed, useSaveMeetingUrl, useSessionSettings } from '../../../features/consultations/api/session-settings';
import { SessionSettings } from '../../../features/consultations/components/session-settings';

function SessionSettingsArea() {
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

export default function AdminPage() {
  return (
    <Stack spacing={3} sx={{ p: { xs: 1, md: 2 } }}>
      <SessionSettingsArea />
      <AuditArea />
    </Stack>
  );
}
