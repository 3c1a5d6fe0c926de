import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { getDownloadWorkspaceFileUrl } from '../../../api/generated/hooks';
import type { WorkspaceFile } from '../../../api/generated/model';
import { DownloadIcon } from '../../../components/icons/icons';
import { fileSizeLabel } from '../../../lib/file-size';

/** A workspace file as a download link: its name and size («план.pdf, 2,4 МБ»); a name erased with her data reads as such. */
export function WorkspaceFileLink({ file }: { file: WorkspaceFile }) {
  if (file.name === null) {
    return (
      <Typography level="body-sm" textColor="text.tertiary">
        Файл удалён вместе с данными клиента
      </Typography>
    );
  }
  return (
    <Link href={getDownloadWorkspaceFileUrl(file.id)} download={file.name} startDecorator={<DownloadIcon />} level="body-sm" sx={{ overflowWrap: 'anywhere' }}>
      {file.name}, {fileSizeLabel(file.size)}
    </Link>
  );
}
