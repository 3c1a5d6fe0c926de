import Stack from '@mui/joy/Stack';
import { PracticeHealth } from '../../../../features/admin/components/practice-health';
import { PracticeArea } from '../../../../features/practice/components/practice-area';

/** «Практика»: her own details, and the health of the practice's backups and mail. */
export default function PracticePage() {
  return (
    <Stack spacing={4}>
      <PracticeArea />
      <PracticeHealth />
    </Stack>
  );
}
