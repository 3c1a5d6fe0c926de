import Button from '@mui/joy/Button';
import { useState } from 'react';
import { useListAllConsultationTypes } from '../../../api/generated/hooks';
import { errorText } from '../../../lib/api-error';
import { useAddFile } from '../api/workspace-queries';
import { PackageFileDialog } from './package-file-dialog';

/** «Файл всем с пакетом» of «Клиенты»: the button and its dialog. */
export function SharePackageFile() {
  const [open, setOpen] = useState(false);
  const types = useListAllConsultationTypes({ query: { enabled: open } });
  const add = useAddFile();
  const close = () => {
    setOpen(false);
    add.reset();
  };
  return (
    <>
      <Button variant="outlined" loading={open && !types.data && !types.isError} onClick={() => setOpen(true)}>
        Файл всем с пакетом
      </Button>
      {open && types.data && (
        <PackageFileDialog
          types={types.data}
          sending={add.isPending}
          error={add.isError ? errorText(add.error) : undefined}
          sentTo={add.data?.length}
          onSend={(packageTypeId, file) => add.mutate({ file, to: { packageTypeId } })}
          onClose={close}
        />
      )}
    </>
  );
}
