import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { DateTime } from 'luxon';
import { useId, useRef } from 'react';
import type { ProductFileVersion } from '../../../api/generated/model';
import { UploadIcon } from '../../../components/icons/icons';
import type { FileUploadState } from '../api/product-queries';
import { fileSizeLabel } from '../../../lib/file-size';
import { percentOf } from '../utils/file-size';

export type ProductFilePanelProps = {
  versions: readonly ProductFileVersion[];
  state: FileUploadState;
  onChoose: (file: File) => void;
};

const accepted = '.pdf,.epub,.zip,application/pdf,application/epub+zip,application/zip';
const uploadedAt = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Moscow' }).setLocale('ru').toFormat('d MMMM yyyy, HH:mm');

/**
 * The product's file: a new version with its upload progress, and every earlier version. Buyers
 * always download the current version (a corrected edition reaches all of them, as on Gumroad);
 * the earlier ones stay stored as the history.
 */
export function ProductFilePanel({ versions, state, onChoose }: ProductFilePanelProps) {
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const uploading = state.kind === 'uploading';
  const current = versions.find((version) => version.current);
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} level="title-md" component="h3">
        Файл для покупателей
      </Typography>
      <Typography level="body-sm">
        {current ? `Сейчас покупатели скачивают «${current.name}.${current.type}».` : 'Файл ещё не загружен: покупатели получат его на почту, как только он появится.'} PDF,
        EPUB или ZIP до 50 МБ. Новая версия сразу доступна всем покупателям, прежние сохраняются.
      </Typography>
      <input
        ref={input}
        type="file"
        accept={accepted}
        hidden
        aria-label="Файл продукта"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onChoose(file);
        }}
      />
      <div>
        <Button variant="outlined" startDecorator={<UploadIcon />} disabled={uploading} onClick={() => input.current?.click()}>
          {current ? 'Заменить файл' : 'Загрузить файл'}
        </Button>
      </div>
      {state.kind === 'uploading' ? (
        <Stack spacing={0.5}>
          <LinearProgress
            determinate
            value={percentOf(state.progress.sent, state.progress.total)}
            aria-label="Загрузка файла"
            aria-valuetext={`${percentOf(state.progress.sent, state.progress.total)} %`}
          />
          <Typography level="body-xs">
            Загружено {fileSizeLabel(state.progress.sent)} из {fileSizeLabel(state.progress.total)} ({percentOf(state.progress.sent, state.progress.total)} %)
          </Typography>
        </Stack>
      ) : null}
      {state.kind === 'failed' ? (
        <Alert color="danger" variant="soft" role="alert">
          {state.message}
        </Alert>
      ) : null}
      {state.kind === 'done' ? (
        <Alert color="success" variant="soft" role="status">
          Файл «{state.name}» загружен: покупатели скачивают эту версию.
        </Alert>
      ) : null}
      {versions.length > 0 ? (
        <List size="sm" aria-label="Версии файла" sx={{ '--ListItem-paddingX': 0 }}>
          {versions.map((version) => (
            <ListItem key={version.id} sx={{ flexWrap: 'wrap', columnGap: 1 }}>
              <Typography level="body-sm" sx={{ fontWeight: version.current ? 'lg' : 'md', overflowWrap: 'anywhere' }}>
                {version.name}.{version.type}
              </Typography>
              <Typography level="body-xs">
                {fileSizeLabel(version.size)} · {uploadedAt(version.uploaded_at)} · скачиваний: {version.downloads}
                {version.current ? ' · текущая' : ''}
              </Typography>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
