import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId, useRef } from 'react';
import { UploadIcon } from '../../../components/icons/icons';
import { attachmentAccept, attachmentHint } from '../utils/attachment-rules';

export type PickFilesButtonProps = {
  label: string;
  onPick: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  loading?: boolean;
};

/** A button that opens the file picker for the kinds the workspace keeps, with those kinds and the size limit under it. */
export function PickFilesButton({ label, onPick, multiple = false, disabled = false, loading = false }: PickFilesButtonProps) {
  const picker = useRef<HTMLInputElement>(null);
  const labelId = useId();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" color="neutral" startDecorator={<UploadIcon />} disabled={disabled} loading={loading} onClick={() => picker.current?.click()}>
        <span id={labelId}>{label}</span>
      </Button>
      <Typography level="body-xs">{attachmentHint}</Typography>
      <input
        ref={picker}
        type="file"
        multiple={multiple}
        accept={attachmentAccept}
        hidden
        aria-labelledby={labelId}
        onChange={(changed) => {
          onPick([...(changed.target.files ?? [])]);
          // The same file may be chosen again after it was removed.
          changed.target.value = '';
        }}
      />
    </Stack>
  );
}
