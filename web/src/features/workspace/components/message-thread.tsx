import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useRef } from 'react';
import type { WorkspaceMessage, WorkspaceSide, WorkspaceThread } from '../../../api/generated/model';
import { CheckCircleIcon } from '../../../components/icons/icons';
import { formatWorkspaceTime } from '../utils/message-time';
import { WorkspaceFileLink } from './workspace-file-link';

export type MessageThreadProps = {
  thread: WorkspaceThread;
  /** Who reads: her own messages are «Вы». */
  reader: WorkspaceSide;
  /** How the other side is named: the coach's name for the client, the client's name for the coach. */
  otherName: string;
  /** The reader's clock (the client's zone); Moscow when undefined. */
  zone?: string;
};

/** Whether the other side has read a message of the reader's. */
const readByOtherSide = (thread: WorkspaceThread, message: WorkspaceMessage): boolean =>
  (message.author === 'client' ? thread.coach_read_up_to : thread.client_read_up_to) >= message.number;

function MessageBubble({ message, own, read, authorName, zone }: { message: WorkspaceMessage; own: boolean; read: boolean; authorName: string; zone?: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}>
      <Sheet
        variant={own ? 'soft' : 'outlined'}
        color={own ? 'primary' : 'neutral'}
        sx={{ borderRadius: 'lg', px: 1.5, py: 1, maxWidth: { xs: '90%', sm: '75%' }, minWidth: 0 }}
      >
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography level="title-sm" component="span">
            {authorName}
          </Typography>
          <Typography level="body-xs" component="span">
            {formatWorkspaceTime(message.posted_at, zone)}
          </Typography>
        </Stack>
        {message.text === null ? (
          <Typography level="body-sm" textColor="text.tertiary">
            Сообщение удалено вместе с данными клиента
          </Typography>
        ) : (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>
        )}
        {message.attachments.length > 0 && (
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0 }}>
            {message.attachments.map((file) => (
              <li key={file.id}>
                <WorkspaceFileLink file={file} />
              </li>
            ))}
          </Stack>
        )}
        {own && read && (
          <Typography level="body-xs" startDecorator={<CheckCircleIcon fontSize="sm" />} sx={{ justifyContent: 'flex-end', mt: 0.5 }}>
            Прочитано
          </Typography>
        )}
      </Sheet>
    </Box>
  );
}

/** «Сообщения»: the thread oldest first, newest last, kept scrolled to the newest. */
export function MessageThread({ thread, reader, otherName, zone }: MessageThreadProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const count = thread.messages.length;
  // Only the thread's own box scrolls to the newest message, never the page around it.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [count]);
  if (count === 0) {
    return (
      <Typography level="body-sm" sx={{ py: 2 }}>
        {reader === 'client' ? 'Сообщений пока нет. Напишите коучу: ответ придёт сюда же, а вам — письмо.' : 'Сообщений пока нет.'}
      </Typography>
    );
  }
  return (
    <Box ref={scroller} sx={{ maxHeight: { xs: '60vh', md: '55vh' }, overflowY: 'auto', pr: 0.5 }} tabIndex={0} role="region" aria-label="Переписка">
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {thread.messages.map((message) => {
          const own = message.author === reader;
          return (
            <MessageBubble
              key={message.number}
              message={message}
              own={own}
              read={own && readByOtherSide(thread, message)}
              authorName={own ? 'Вы' : otherName}
              zone={zone}
            />
          );
        })}
      </Stack>
    </Box>
  );
}
