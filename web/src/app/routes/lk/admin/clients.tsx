import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import { useMemo } from 'react';
import type { ClientCardTab } from '../../../../features/clients/components/client-card-tabs';
import { ClientsArea } from '../../../../features/clients/components/clients-area';
import { ClientHomework } from '../../../../features/homework/components/client-homework';
import { TestimonialsReview } from '../../../../features/testimonials/components/testimonials-review';
import { useWorkspaceUnread } from '../../../../features/workspace/api/workspace-queries';
import { ClientWorkspace } from '../../../../features/workspace/components/client-workspace';
import { SharePackageFile } from '../../../../features/workspace/components/share-package-file';
import { unreadByClient } from '../../../../features/workspace/utils/unread';

/** The tabs other features add to a client's card (`?tab=`). */
const clientCardTabs: readonly ClientCardTab[] = [{ value: 'homework', label: 'Задания', render: (card) => <ClientHomework client={card} /> }];

/** «Сообщения» and «Файлы» with the client, the count of her unread messages beside the tab's name. */
const messagesTab = (unread: ReadonlyMap<string, number>): ClientCardTab => ({
  value: 'messages',
  label: 'Сообщения',
  badge: (card) => unread.get(card.id),
  render: (card) => <ClientWorkspace clientId={card.id} clientName={card.name ?? card.email} guest={card.kind === 'guest'} />,
});

/** The back office's «Клиенты» (/lk/admin/clients), with their testimonials («Отзывы») below. */
export default function AdminClientsPage() {
  const unread = useWorkspaceUnread().data;
  const unreadCounts = useMemo(() => unreadByClient(unread), [unread]);
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Stack spacing={5}>
        <ClientsArea cardTabs={[...clientCardTabs, messagesTab(unreadCounts)]} unread={unreadCounts} toolbar={<SharePackageFile />} />
        <TestimonialsReview />
      </Stack>
    </Box>
  );
}
