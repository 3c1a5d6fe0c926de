import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { WorkspaceFiles, WorkspaceSide } from '../../../api/generated/model';
import { fileSizeLabel } from '../../../lib/file-size';
import { formatWorkspaceTime } from '../utils/message-time';
import { WorkspaceFileLink } from './workspace-file-link';

export type WorkspaceFileListProps = {
  files: WorkspaceFiles;
  /** Who reads: her own files are «от вас». */
  reader: WorkspaceSide;
  /** How the other side is named: the coach's name for the client, the client's name for the coach. */
  otherName: string;
  /** The reader's clock (the client's zone); Moscow when undefined. */
  zone?: string;
};

/** «Файлы»: every file of the workspace, both ways, newest first, with what the client's own uploads take of her quota. */
export function WorkspaceFileList({ files, reader, otherName, zone }: WorkspaceFileListProps) {
  const used = `${fileSizeLabel(files.used_bytes)} из ${fileSizeLabel(files.quota_bytes)}`;
  return (
    <Stack spacing={1}>
      {files.files.length === 0 ? (
        <Typography level="body-sm">Файлов пока нет.</Typography>
      ) : (
        <List aria-label="Файлы" sx={{ '--ListItem-paddingX': 0 }}>
          {files.files.map((file) => (
            <ListItem key={file.id}>
              <ListItemContent sx={{ minWidth: 0 }}>
                <WorkspaceFileLink file={file} />
                <Typography level="body-xs">
                  {file.from === reader ? 'от вас' : `от: ${otherName}`}, {formatWorkspaceTime(file.added_at, zone)}
                  {file.package !== null && ' · всем клиентам с пакетом'}
                </Typography>
              </ListItemContent>
            </ListItem>
          ))}
        </List>
      )}
      <Typography level="body-xs">{reader === 'client' ? `Ваши файлы занимают ${used}.` : `Файлы клиента занимают ${used} доступного места.`}</Typography>
    </Stack>
  );
}
