import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import { useState } from 'react';
import type { ConsultationType } from '../../../api/generated/model';
import { errorText } from '../../../lib/api-error';
import { useAllConsultationTypes, useSaveConsultationType } from '../api/consultation-types';
import { ServiceEditDialog } from './service-edit-dialog';
import { ServiceList } from './service-list';

/** The Услуги section: the three consultation types and their edit dialog. */
export function ServicesArea() {
  const types = useAllConsultationTypes();
  const save = useSaveConsultationType();
  const [editing, setEditing] = useState<ConsultationType | undefined>();

  if (types.isError) {
    return (
      <Alert color="danger" endDecorator={<Button size="sm" variant="outlined" color="danger" onClick={() => void types.refetch()}>Повторить</Button>}>
        Не удалось загрузить услуги.
      </Alert>
    );
  }
  if (!types.data) return <CircularProgress aria-label="Загрузка услуг" />;
  return (
    <>
      <ServiceList
        types={types.data}
        onEdit={(type) => {
          save.reset();
          setEditing(type);
        }}
      />
      {editing && (
        <ServiceEditDialog
          key={editing.id}
          type={editing}
          saving={save.isPending}
          saveError={save.isError ? errorText(save.error) : undefined}
          onClose={() => setEditing(undefined)}
          onSave={(input) => save.mutate({ id: editing.id, data: input }, { onSuccess: () => setEditing(undefined) })}
        />
      )}
    </>
  );
}
