import { Fragment, type ReactNode } from 'react';
import type { ContentInput } from '../../api/generated/model';
import { showAlert } from '../alert/alert-store';
import { useUser } from '../../lib/auth-store';
import { useContentEditing } from './use-content-editing';
import { AdminOnlyNotice } from './admin-only-notice';
import { ContentScreen } from './content-screen';
import { DeleteContentDialog } from './delete-content-dialog';

type ContentItem = { id: number; name: string };

/** What differs between the article and the newsletter screens: their data hooks, words, card and editor. */
export type ContentKind<Item extends ContentItem> = {
  title: string;
  createLabel: string;
  loadingLabel: string;
  emptyText: string;
  deleteTitle: string;
  deleteText: (item: Item) => string;
  /** The alert after a successful save or delete (spec 4); failures stay silent (spec 8). */
  savedText: string;
  deletedText: string;
  useItems: (enabled: boolean) => { data: Item[] | undefined };
  useSave: (onSaved: () => void) => { isPending: boolean; save: (input: ContentInput) => void };
  useRemove: (onDone: (deleted: boolean) => void) => { isPending: boolean; remove: (id: number) => void };
  renderCard: (item: Item, actions: { onEdit: () => void; onDelete: () => void }) => ReactNode;
  renderEditor: (props: { item: Item | null; saving: boolean; onSave: (input: ContentInput) => void; onClose: () => void }) => ReactNode;
};

/** A coach's content screen (spec 2.9): cards, a create button, the edit dialog and a delete confirmation. */
export function ContentManagement<Item extends ContentItem>({ kind }: { kind: ContentKind<Item> }) {
  const isSuperuser = useUser()?.is_superuser ?? false;
  const items = kind.useItems(isSuperuser);
  const { editing, deleting, open, closeEditor, askToDelete, closeDelete } = useContentEditing<Item>();
  const save = kind.useSave(() => {
    closeEditor();
    showAlert(200, kind.savedText);
  });
  const remove = kind.useRemove((deleted) => {
    closeDelete();
    if (deleted) showAlert(200, kind.deletedText);
  });

  if (!isSuperuser) return <AdminOnlyNotice title={kind.title} />;

  return (
    <ContentScreen
      title={kind.title}
      createLabel={kind.createLabel}
      onCreate={() => open(null)}
      items={items.data}
      loadingLabel={kind.loadingLabel}
      emptyText={kind.emptyText}
      getKey={(item) => item.id}
      renderItem={(item) => kind.renderCard(item, { onEdit: () => open(item), onDelete: () => askToDelete(item) })}
    >
      {editing ? (
        // A fresh editor per opening: its form starts from the item again.
        <Fragment key={editing.opening}>{kind.renderEditor({ item: editing.item, saving: save.isPending, onSave: save.save, onClose: closeEditor })}</Fragment>
      ) : null}
      <DeleteContentDialog
        open={deleting !== null}
        title={kind.deleteTitle}
        text={deleting ? kind.deleteText(deleting) : ''}
        deleting={remove.isPending}
        onConfirm={() => deleting && remove.remove(deleting.id)}
        onClose={closeDelete}
      />
    </ContentScreen>
  );
}
