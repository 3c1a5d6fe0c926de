import Alert from '@mui/joy/Alert';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId, useState } from 'react';
import type { ConsultationType } from '../../../api/generated/model';
import { fileSizeLabel } from '../../../lib/file-size';
import { plural } from '../../../lib/plural';
import { AppModal } from '../../../components/modal/app-modal';
import { attachmentProblem } from '../utils/attachment-rules';
import { PickFilesButton } from './pick-files-button';

export type PackageFileDialogProps = {
  /** The consultation types; the packages (more than one session) are offered, on sale or not, since clients may hold an old one. */
  types: readonly ConsultationType[];
  sending?: boolean;
  error?: string;
  /** How many clients got the file, once it went. */
  sentTo?: number;
  onSend: (packageTypeId: number, file: File) => void;
  onClose: () => void;
};

/** The coach shares one file with every client who holds a package of sessions: each gets her own copy in «Файлы». */
export function PackageFileDialog({ types, sending = false, error, sentTo, onSend, onClose }: PackageFileDialogProps) {
  const packages = types.filter((type) => type.sessions > 1);
  const [packageTypeId, setPackageTypeId] = useState<number | null>(packages[0]?.id ?? null);
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const pick = ([chosen]: File[]) => {
    if (!chosen) return;
    const refused = attachmentProblem(chosen);
    setProblem(refused);
    setFile(refused ? undefined : chosen);
  };
  const sent = sentTo !== undefined;
  const packageLabel = useId();

  return (
    <AppModal
      open
      title="Файл всем клиентам с пакетом"
      onClose={onClose}
      onSave={() => packageTypeId !== null && file && onSend(packageTypeId, file)}
      saveLabel="Отправить"
      saving={sending}
      saveDisabled={packageTypeId === null || !file || sent}
      cancelLabel={sent ? 'Закрыть' : 'Отмена'}
      maxWidth={560}
    >
      <Stack spacing={2}>
        {packages.length === 0 ? (
          <Alert color="warning">Пакетов сессий нет: заведите их в «Услугах».</Alert>
        ) : (
          <FormControl>
            <FormLabel id={packageLabel}>Пакет</FormLabel>
            <Select
              value={packageTypeId}
              onChange={(_event, value) => setPackageTypeId(value)}
              slotProps={{ button: { 'aria-labelledby': packageLabel } }}
              disabled={sent}
            >
              {packages.map((type) => (
                <Option key={type.id} value={type.id}>
                  {type.name}
                  {type.on_sale ? '' : ' (снят с продажи)'}
                </Option>
              ))}
            </Select>
          </FormControl>
        )}
        <Stack spacing={1}>
          {file ? (
            <div>
              <Chip variant="soft" endDecorator={<ChipDelete aria-label={`Убрать файл ${file.name}`} disabled={sending || sent} onDelete={() => setFile(undefined)} />}>
                {file.name}, {fileSizeLabel(file.size)}
              </Chip>
            </div>
          ) : (
            <PickFilesButton label="Выбрать файл" disabled={sending || sent} onPick={pick} />
          )}
          {problem && <Alert color="warning">{problem}</Alert>}
        </Stack>
        <Typography level="body-sm">Каждый клиент с этим пакетом получит свою копию в «Файлах».</Typography>
        {error && (
          <Alert color="danger" role="alert">
            {error}
          </Alert>
        )}
        {sent && (
          <Alert color="success" role="status">
            Файл отправлен: {sentTo} {plural(sentTo, 'клиент', 'клиента', 'клиентов')}.
          </Alert>
        )}
      </Stack>
    </AppModal>
  );
}
