import Stack from '@mui/joy/Stack';
import { AuditArea } from '../../../features/admin/components/audit-area';

export default function AdminPage() {
  return (
    <Stack spacing={3} sx={{ p: { xs: 1, md: 2 } }}>
      <AuditArea />
    </Stack>
  );
}
