import Stack from '@mui/joy/Stack';
import { useEffect } from 'react';
import type { WorkspaceSide } from '../../../api/generated/model';
import { LoadState } from '../../../components/load-state/load-state';
import { errorText } from '../../../lib/api-error';
import { useMarkThreadRead, useSendMessage, useWorkspaceThread } from '../api/workspace-queries';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';

export type WorkspaceConversationProps = {
  /** Whose thread: undefined for the signed-in client's own, a client's id for the coach. */
  client: string | undefined;
  reader: WorkspaceSide;
  /** The coach's name for the client, the client's name for the coach. */
  otherName: string;
  zone?: string;
};

/** «Сообщения» of one workspace: the thread, marked read as it is shown, and the composer under it. */
export function WorkspaceConversation({ client, reader, otherName, zone }: WorkspaceConversationProps) {
  const thread = useWorkspaceThread(client);
  const { mutate: markRead } = useMarkThreadRead(client);
  const send = useSendMessage(client);
  const unread = thread.data?.unread ?? 0;
  const newest = thread.data?.messages.at(-1)?.number ?? 0;
  useEffect(() => {
    if (unread > 0 && newest > 0) markRead(newest);
  }, [unread, newest, markRead]);

  return (
    <Stack spacing={2}>
      <LoadState data={thread.data} failed={thread.isError} what="сообщения" onRetry={() => void thread.refetch()}>
        {(loaded) => <MessageThread thread={loaded} reader={reader} otherName={otherName} zone={zone} />}
      </LoadState>
      <MessageComposer
        label={reader === 'client' ? 'Сообщение коучу' : 'Сообщение клиенту'}
        sending={send.isPending}
        error={send.isError ? errorText(send.error) : undefined}
        onSend={(message) => send.mutateAsync(message)}
      />
    </Stack>
  );
}
