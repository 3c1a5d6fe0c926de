import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import { useState, type FormEvent } from 'react';
import { SendIcon } from '../../../components/icons/icons';
import { fileSizeLabel } from '../../../lib/file-size';
import type { NewMessage } from '../api/workspace-queries';
import { addAttachments } from '../utils/attachment-rules';
import { PickFilesButton } from './pick-files-button';

/** The contract's longest message (openapi `WorkspaceMessageInput.text`). */
const maxMessageLength = 5000;

export type MessageComposerProps = {
  /** Sends; resolves once the message is in the thread (the field and the files are then cleared), rejects when refused. */
  onSend: (message: NewMessage) => Promise<unknown>;
  sending?: boolean;
  /** Why the last sending was refused: the server's Russian `detail` (the quota, a file it would not take). */
  error?: string;
  /** The field's label: «Сообщение коучу», «Сообщение клиенту». */
  label: string;
};

/** A new message: the text, files attached with a button (shown before sending, each removable), «Отправить». */
export function MessageComposer({ onSend, sending = false, error, label }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const canSend = text.trim() !== '' && !sending;

  const attach = (chosen: File[]) => {
    const added = addAttachments(files, chosen);
    setFiles(added.files);
    setProblems(added.problems);
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    try {
      await onSend({ text: text.trim(), files });
    } catch {
      // `error` says why; the text and the files stay for another try.
      return;
    }
    setText('');
    setFiles([]);
    setProblems([]);
  };

  return (
    <Stack component="form" aria-label={label} spacing={1} onSubmit={(event) => void send(event)}>
      <FormControl>
        <FormLabel>{label}</FormLabel>
        <Textarea
          minRows={3}
          maxRows={12}
          value={text}
          placeholder="Напишите сообщение"
          onChange={(changed) => setText(changed.target.value)}
          onKeyDown={(pressed) => {
            if (pressed.key === 'Enter' && (pressed.ctrlKey || pressed.metaKey)) void send();
          }}
          slotProps={{ textarea: { maxLength: maxMessageLength } }}
        />
      </FormControl>
      {files.length > 0 && (
        <Stack component="ul" aria-label="Приложенные файлы" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <Chip
                variant="soft"
                sx={{ maxWidth: '100%' }}
                endDecorator={
                  <ChipDelete
                    aria-label={`Убрать файл ${file.name}`}
                    disabled={sending}
                    onDelete={() => setFiles((current) => current.filter((_, at) => at !== index))}
                  />
                }
              >
                <span style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
                  {file.name}, {fileSizeLabel(file.size)}
                </span>
              </Chip>
            </li>
          ))}
        </Stack>
      )}
      {problems.map((problem) => (
        <Alert key={problem} color="warning" size="sm">
          {problem}
        </Alert>
      ))}
      {error && (
        <Alert color="danger" role="alert">
          {error}
        </Alert>
      )}
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <PickFilesButton label="Прикрепить файл" multiple disabled={sending} onPick={attach} />
        <Button type="submit" startDecorator={<SendIcon />} loading={sending} disabled={!canSend}>
          Отправить
        </Button>
      </Stack>
    </Stack>
  );
}
