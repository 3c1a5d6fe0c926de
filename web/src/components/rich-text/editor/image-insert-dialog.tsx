import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { type FormEvent, useState } from 'react';
import { UploadIcon } from '../../icons/icons';
import { formatBytes, readImageFile } from '../../content/read-image-file';
import { safeImageUrl } from './safe-url';

/**
 * A picture embedded in the newsletter travels inside its HTML, which the contract caps at 20 000
 * characters, so an uploaded one must be small; larger pictures go in by address.
 */
export const MAX_INLINE_IMAGE_BYTES = 12 * 1024;

export type ImageInsertDialogProps = {
  open: boolean;
  onClose: () => void;
  onInsert: (image: { url: string; alt: string }) => void;
};

export function ImageInsertDialog({ open, onClose, onInsert }: ImageInsertDialogProps) {
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [fileName, setFileName] = useState('');
  const [error, setError] = useState('');

  const reset = () => {
    setUrl('');
    setAlt('');
    setFileName('');
    setError('');
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_INLINE_IMAGE_BYTES) {
      setError(`Встроить в письмо можно картинку до ${formatBytes(MAX_INLINE_IMAGE_BYTES)}. Эту загрузите на сайт или в облако и вставьте по ссылке.`);
      return;
    }
    const result = await readImageFile(file, MAX_INLINE_IMAGE_BYTES);
    if ('problem' in result) {
      setError(result.problem);
      return;
    }
    setError('');
    setFileName(file.name);
    setUrl(result.image.dataUrl);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const safe = safeImageUrl(url);
    if (!safe) {
      setError('Укажите адрес картинки, начинающийся с https://, или загрузите файл.');
      return;
    }
    onInsert({ url: safe, alt: alt.trim() });
    reset();
  };

  const uploaded = url.startsWith('data:');

  return (
    <Modal open={open} onClose={close}>
      <ModalDialog sx={{ width: '100%', maxWidth: 480 }}>
        <DialogTitle>Вставить изображение</DialogTitle>
        <form onSubmit={submit} noValidate>
          <DialogContent>
            <Stack gap={2} sx={{ pt: 1 }}>
              <FormControl error={Boolean(error)}>
                <FormLabel>Адрес изображения</FormLabel>
                <Input
                  type="url"
                  placeholder="https://…"
                  value={uploaded ? '' : url}
                  disabled={uploaded}
                  onChange={(event) => {
                    setUrl(event.target.value);
                    setError('');
                  }}
                  autoFocus
                />
                {error ? <FormHelperText>{error}</FormHelperText> : null}
              </FormControl>
              <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
                <Button component="label" variant="outlined" color="neutral" startDecorator={<UploadIcon />}>
                  Загрузить с компьютера
                  <input
                    type="file"
                    accept="image/*"
                    hidden
                    aria-label="Файл изображения для рассылки"
                    onChange={(event) => {
                      void choose(event.target.files?.[0]);
                      event.target.value = '';
                    }}
                  />
                </Button>
                {uploaded ? (
                  <Typography level="body-sm" sx={{ overflowWrap: 'anywhere' }}>
                    {fileName}{' '}
                    <Button size="sm" variant="plain" onClick={() => setUrl('')}>
                      Убрать
                    </Button>
                  </Typography>
                ) : (
                  <Typography level="body-xs" textColor="text.tertiary">
                    до {formatBytes(MAX_INLINE_IMAGE_BYTES)}
                  </Typography>
                )}
              </Stack>
              <FormControl>
                <FormLabel>Описание для тех, кто не видит картинку</FormLabel>
                <Input value={alt} onChange={(event) => setAlt(event.target.value)} placeholder="Например: схема трёх шагов" />
              </FormControl>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ pt: 2 }}>
            <Button type="submit">Вставить</Button>
            <Button variant="plain" color="neutral" onClick={close}>
              Отмена
            </Button>
          </DialogActions>
        </form>
      </ModalDialog>
    </Modal>
  );
}
