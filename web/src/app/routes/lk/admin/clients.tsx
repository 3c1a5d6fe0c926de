import Box from '@mui/joy/Box';
import { ClientsArea } from '../../../../features/clients/components/clients-area';

/** The back office's «Клиенты» (/lk/admin/clients). */
export default function AdminClientsPage() {
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <ClientsArea />
    </Box>
  );
}
