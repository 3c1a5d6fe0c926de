import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import type { WorkspaceSide } from '../../../api/generated/model';
import { LoadState } from '../../../components/load-state/load-state';
import { errorText } from '../../../lib/api-error';
import { useAddFile, useWorkspaceFiles } from '../api/workspace-queries';
import { attachmentProblem } from '../utils/attachment-rules';
import { PickFilesButton } from './pick-files-button';
import { WorkspaceFileList } from './workspace-file-list';

export type WorkspaceFilesPanelProps = {
  /** Whose files: undefined for the signed-in client's own, a client's id for the coach. */
  client: string | undefined;
  reader: WorkspaceSide;
  otherName: string;
  zone?: string;
};

/** «Файлы» of one workspace: the list, and a button that adds a file to it (the coach shares it with this client). */
export function WorkspaceFilesPanel({ client, reader, otherName, zone }: WorkspaceFilesPanelProps) {
  const files = useWorkspaceFiles(client);
  const add = useAddFile();
  const [problem, setProblem] = useState<string>();
  const pick = ([file]: File[]) => {
    if (!file) return;
    const refused = attachmentProblem(file);
    setProblem(refused);
    if (!refused) add.mutate({ file, to: { client } });
  };
  const error = problem ?? (add.isError ? errorText(add.error) : undefined);

  return (
    <Stack spacing={2}>
      <PickFilesButton label={reader === 'coach' ? 'Поделиться файлом с клиентом' : 'Загрузить файл'} loading={add.isPending} onPick={pick} />
      {error && (
        <Alert color="danger" role="alert">
          {error}
        </Alert>
      )}
      <LoadState data={files.data} failed={files.isError} what="файлы" onRetry={() => void files.refetch()}>
        {(loaded) => <WorkspaceFileList files={loaded} reader={reader} otherName={otherName} zone={zone} />}
      </LoadState>
    </Stack>
  );
}
