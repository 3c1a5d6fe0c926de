import Stack from '@mui/joy/Stack';
import { NewsletterManagement } from '../../../features/newsletters/components/newsletter-management';
import { WelcomeSeriesArea } from '../../../features/newsletters/components/welcome-series-area';

/** «Рассылка»: the newsletters, and the welcome series after the free guide. */
export default function NewslettersPage() {
  return (
    <Stack spacing={5}>
      <NewsletterManagement />
      <WelcomeSeriesArea />
    </Stack>
  );
}
