import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId, useRef, useState } from 'react';
import type { FileRef } from '../../../api/generated/model';
import { DeleteIcon, UploadIcon } from '../../../components/icons/icons';
import { type ChosenImage, contentImageSrc } from '../../../lib/content-image';
import { readImageFile } from '../../../lib/read-image-file';

export type ContentImageFieldProps = {
  label: string;
  /** The saved picture. */
  file: FileRef | null;
  /** A newly chosen picture, not saved yet. */
  fileTemp: ChosenImage | null;
  onChoose: (image: ChosenImage) => void;
  /** Removes the picture shown: the chosen one, else the saved one. */
  onRemove: () => void;
  disabled?: boolean;
};

/** Spec 2.9: an image upload (images only), or the current photo with a remove button. */
export function ContentImageField({ label, file, fileTemp, onChoose, onRemove, disabled = false }: ContentImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [problem, setProblem] = useState('');
  const [reading, setReading] = useState(false);
  const src = fileTemp ? fileTemp.dataUrl : file ? contentImageSrc(file) : null;
  const fileName = fileTemp ? `${fileTemp.name}.${fileTemp.type}` : file ? `${file.name}.${file.type}` : '';

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setReading(true);
    const result = await readImageFile(chosen);
    setReading(false);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem('');
    onChoose(result.image);
  };

  return (
    <FormControl error={Boolean(problem)} disabled={disabled}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} alignItems={{ sm: 'flex-end' }}>
        {src ? (
          <AspectRatio ratio="4/3" objectFit="cover" variant="outlined" sx={{ width: 200, maxWidth: '100%', borderRadius: 'sm' }}>
            <img src={src} alt={`${label}: ${fileName}`} />
          </AspectRatio>
        ) : null}
        <Stack gap={1} alignItems="flex-start">
          {src ? (
            <Typography level="body-sm" textColor="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {fileName}
              {fileTemp ? ' — сохранится вместе с формой' : ''}
            </Typography>
          ) : (
            <Typography level="body-sm" textColor="text.secondary">
              PNG, JPG, WebP или GIF до 5 МБ
            </Typography>
          )}
          <Stack direction="row" gap={1} flexWrap="wrap">
            <Button
              variant="outlined"
              color="neutral"
              size="sm"
              startDecorator={<UploadIcon />}
              loading={reading}
              disabled={disabled}
              onClick={() => inputRef.current?.click()}
            >
              {src ? 'Заменить фото' : 'Загрузить фото'}
            </Button>
            {src ? (
              <Button variant="plain" color="danger" size="sm" startDecorator={<DeleteIcon />} disabled={disabled} onClick={onRemove}>
                Удалить фото
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Stack>
      <input
        ref={inputRef}
        type="file"
        name="photo"
        accept="image/*"
        hidden
        aria-labelledby={labelId}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          // The same file may be chosen again after a removal.
          event.target.value = '';
        }}
      />
      {problem ? <FormHelperText>{problem}</FormHelperText> : null}
    </FormControl>
  );
}
