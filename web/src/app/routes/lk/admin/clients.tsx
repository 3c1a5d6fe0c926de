import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import { ClientsArea } from '../../../../features/clients/components/clients-area';
import { TestimonialsReview } from '../../../../features/testimonials/components/testimonials-review';

/** The back office's «Клиенты» (/lk/admin/clients), with their testimonials («Отзывы») below. */
export default function AdminClientsPage() {
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Stack spacing={5}>
        <ClientsArea />
        <TestimonialsReview />
      </Stack>
    </Box>
  );
}
