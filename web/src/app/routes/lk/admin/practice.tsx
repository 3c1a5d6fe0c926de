import Stack from '@mui/joy/Stack';
import { PracticeHealth } from '../../../../features/admin/components/practice-health';
import { CoachNotificationsArea } from '../../../../features/practice/components/coach-notifications-area';
import { PracticeArea } from '../../../../features/practice/components/practice-area';

/** «Практика»: her own details, the mail she gets of her practice, and the health of its backups and mail. */
export default function PracticePage() {
  return (
    <Stack spacing={4}>
      <PracticeArea />
      <CoachNotificationsArea />
      <PracticeHealth />
    </Stack>
  );
}
