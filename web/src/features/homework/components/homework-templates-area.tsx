import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { HomeworkTemplate } from '../../../api/generated/model';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { AddIcon } from '../../../components/icons/icons';
import { LoadState } from '../../../components/load-state/load-state';
import { errorText } from '../../../lib/api-error';
import { useArchiveHomeworkTemplate, useHomeworkTemplates, useSaveHomeworkTemplate } from '../api/homework-templates';
import { HomeworkTemplateEditor } from './homework-template-editor';
import { HomeworkTemplatesList } from './homework-templates-list';

/** What the editor is open on: a new template, or one to change. */
type Editing = { template: HomeworkTemplate | undefined } | null;

/** «Задания» of the back office: the coach's homework templates, their editor and their archive. */
export function HomeworkTemplatesArea() {
  const templates = useHomeworkTemplates();
  const save = useSaveHomeworkTemplate();
  const archive = useArchiveHomeworkTemplate();
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<HomeworkTemplate | null>(null);
  const edit = (template: HomeworkTemplate | undefined) => {
    save.reset();
    setEditing({ template });
  };

  return (
    <Stack spacing={2}>
      <Typography level="h2" component="h1">
        Задания
      </Typography>
      {editing ? (
        <HomeworkTemplateEditor
          template={editing.template}
          saving={save.pending}
          saveError={save.error ? errorText(save.error) : undefined}
          onSave={(input) => save.save(editing.template?.id, input, () => setEditing(null))}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          <Typography level="body-md">Шаблоны домашних заданий. Назначить задание можно в карточке клиента, во вкладке «Задания».</Typography>
          <Button startDecorator={<AddIcon />} sx={{ alignSelf: 'flex-start' }} onClick={() => edit(undefined)}>
            Новый шаблон
          </Button>
          <LoadState data={templates.data} failed={templates.isError} what="шаблоны заданий" onRetry={() => void templates.refetch()}>
            {(loaded) => (
              <HomeworkTemplatesList
                templates={loaded}
                onEdit={edit}
                onArchive={(template) => {
                  archive.reset();
                  setArchiving(template);
                }}
              />
            )}
          </LoadState>
        </>
      )}
      <ConfirmDialog
        open={archiving !== null}
        title="Убрать шаблон в архив?"
        confirmLabel="В архив"
        cancelLabel="Оставить"
        busy={archive.isPending}
        error={archive.isError ? errorText(archive.error) : undefined}
        onConfirm={() => archiving && archive.mutate({ id: archiving.id }, { onSuccess: () => setArchiving(null) })}
        onClose={() => setArchiving(null)}
      >
        «{archiving?.title}» больше нельзя будет назначить. Задания, уже выданные по нему, останутся у клиентов.
      </ConfirmDialog>
    </Stack>
  );
}
