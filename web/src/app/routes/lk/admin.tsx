import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Outlet, useLocation } from 'react-router';
import { currentSection } from '../../../features/back-office/back-office-sections';
import { BackOfficeNav } from '../../../features/back-office/components/back-office-nav';
import { PlaceholderBanner } from '../../../features/practice/components/placeholder-banner';
import { TaxLimitBanner } from '../../../features/compliance/components/tax-limit-banner';
import { useWorkspaceUnread } from '../../../features/workspace/api/workspace-queries';

/** The back office's layout route (`/lk/admin`): the heading, the sections' links and the open section. */
export default function BackOfficeRoute() {
  const { pathname } = useLocation();
  const unread = useWorkspaceUnread().data;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 2 }, minWidth: 0 }}>
      <Typography level="h2" component="h1">
        Кабинет коуча
      </Typography>
      <BackOfficeNav current={currentSection(pathname)} counts={{ clients: unread?.total }} />
      <PlaceholderBanner />
      <TaxLimitBanner />
      <Outlet />
    </Stack>
  );
}
