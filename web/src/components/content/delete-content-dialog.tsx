import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';

export type DeleteContentDialogProps = {
  open: boolean;
  /** «Удалить статью?» */
  title: string;
  text: string;
  deleting?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an article or a newsletter is deleted: there is no way back. */
export function DeleteContentDialog({ deleting = false, text, ...props }: DeleteContentDialogProps) {
  return (
    <ConfirmDialog {...props} busy={deleting} confirmLabel="Удалить" cancelLabel="Не удалять">
      {text}
    </ConfirmDialog>
  );
}
