import { useState } from 'react';
import type { ConsultationType } from '../../../api/generated/model';
import { LoadState } from '../../../components/load-state/load-state';
import { errorText } from '../../../lib/api-error';
import { useAllConsultationTypes, useSaveConsultationType } from '../api/consultation-types';
import { ServiceEditDialog } from './service-edit-dialog';
import { ServiceList } from './service-list';

/** The Услуги section: the three consultation types and their edit dialog. */
export function ServicesArea() {
  const types = useAllConsultationTypes();
  const save = useSaveConsultationType();
  const [editing, setEditing] = useState<ConsultationType | undefined>();

  return (
    <LoadState data={types.data} failed={types.isError} what="услуги" onRetry={() => void types.refetch()}>
      {(loaded) => (
        <>
          <ServiceList
            types={loaded}
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
      )}
    </LoadState>
  );
}
