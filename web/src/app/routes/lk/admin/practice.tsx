import Stack from '@mui/joy/Stack';
import { PracticeHealth } from '../../../../features/admin/components/practice-health';
import { ComplianceLinks } from '../../../../features/compliance/components/compliance-links';
import { TaxLimitsArea } from '../../../../features/compliance/components/tax-limits-area';
import { CoachNotificationsArea } from '../../../../features/practice/components/coach-notifications-area';
import { CoachMessengersArea } from '../../../../features/messenger/components/coach-messengers-area';
import { PracticeArea } from '../../../../features/practice/components/practice-area';
import { WorkspaceSettingsSwitch } from '../../../../features/workspace/components/workspace-settings-switch';

/** «Практика»: her own details, her tax limits and VAT rates, the way to the personal-data pages, the mail she gets of her practice, and the health of its backups and mail. */
export default function PracticePage() {
  return (
    <Stack spacing={4}>
      <PracticeArea />
      <TaxLimitsArea />
      <ComplianceLinks />
      <Stack spacing={1.5}>
        <CoachNotificationsArea />
        <CoachMessengersArea />
        <WorkspaceSettingsSwitch />
      </Stack>
      <PracticeHealth />
    </Stack>
  );
}
