import Stack from '@mui/joy/Stack';
import { useOutlet } from 'react-router';
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
  const section = useOutlet();
  if (section) return <div style={{ padding: 16 }}>{section}</div>;
  return (
    <Stack spacing={3} sx={{ p: { xs: 1, md: 2 } }}>
      <SessionSettingsArea />
      <AuditArea />
    </Stack>
  );
}
