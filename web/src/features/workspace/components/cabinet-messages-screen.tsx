import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth-store';
import { browserTimeZone } from '../../../lib/client-time';
import { usePracticeDetails } from '../../../lib/practice-details';
import { useFullUser } from '../../../lib/use-full-user';
import { WorkspaceConversation } from './workspace-conversation';
import { WorkspaceFilesPanel } from './workspace-files-panel';

type CabinetMessagesTab = 'messages' | 'files';

/**
 * /lk/messages: the client's «Сообщения» with the coach and, on the second tab (`?tab=files`), her
 * «Файлы». Times read on her clock: the zone she chose in «Настройки», else the browser's.
 */
export function CabinetMessagesScreen() {
  const user = useUser();
  const fullUser = useFullUser();
  const coachName = usePracticeDetails()?.coach_name ?? 'Коуч';
  const [params, setParams] = useSearchParams();
  const tab: CabinetMessagesTab = params.get('tab') === 'files' ? 'files' : 'messages';
  const zone = fullUser?.time_zone ?? browserTimeZone();

  if (user?.is_superuser) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 760, p: { xs: 2, md: 3 } }}>
        <Typography level="h1" sx={{ fontSize: 'xl2' }}>
          Сообщения
        </Typography>
        <Typography>
          Переписка с каждым клиентом — в его карточке:{' '}
          <Link component={RouterLink} to={`${paths.admin}/clients`}>
            Кабинет коуча → Клиенты
          </Link>
          .
        </Typography>
      </Stack>
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 760, p: { xs: 2, md: 3 } }}>
      <Typography level="h1" sx={{ fontSize: 'xl2' }}>
        Сообщения
      </Typography>
      <Tabs
        aria-label="Сообщения и файлы"
        value={tab}
        onChange={(_event, value) => setParams(value === 'files' ? { tab: 'files' } : {}, { replace: true })}
        sx={{ bgcolor: 'transparent' }}
      >
        <TabList>
          <Tab value="messages">Сообщения</Tab>
          <Tab value="files">Файлы</Tab>
        </TabList>
        <TabPanel value="messages" sx={{ px: 0 }}>
          <WorkspaceConversation client={undefined} reader="client" otherName={coachName} zone={zone} />
        </TabPanel>
        <TabPanel value="files" sx={{ px: 0 }}>
          <WorkspaceFilesPanel client={undefined} reader="client" otherName={coachName} zone={zone} />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
