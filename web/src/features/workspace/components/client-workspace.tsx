import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { WorkspaceConversation } from './workspace-conversation';
import { WorkspaceFilesPanel } from './workspace-files-panel';

export type ClientWorkspaceProps = {
  clientId: string;
  clientName: string;
  /** A guest bought without an account: there is no cabinet to write to. */
  guest: boolean;
};

/** The client card's «Сообщения» for the coach: the thread with this client and, beside it on a wide screen, their «Файлы». Times in Moscow. */
export function ClientWorkspace({ clientId, clientName, guest }: ClientWorkspaceProps) {
  if (guest) return <Typography level="body-sm">Гость покупал без личного кабинета: переписки и файлов с ним нет.</Typography>;
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: { lg: 'flex-start' } }}>
      <Card component="section" aria-label="Сообщения" sx={{ flex: 3, minWidth: 0 }}>
        <Typography level="title-lg" component="h3">
          Сообщения
        </Typography>
        <WorkspaceConversation client={clientId} reader="coach" otherName={clientName} />
      </Card>
      <Card component="section" aria-label="Файлы" sx={{ flex: 2, minWidth: 0 }}>
        <Typography level="title-lg" component="h3">
          Файлы
        </Typography>
        <WorkspaceFilesPanel client={clientId} reader="coach" otherName={clientName} />
      </Card>
    </Stack>
  );
}
