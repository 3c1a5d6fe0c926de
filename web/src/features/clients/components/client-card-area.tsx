import { useState } from 'react';
import type { ClientNote, ClientPurchase, ClientSession } from '../../../api/generated/model';
import { ApiError } from '../../../lib/api-error';
import { useClientActions } from '../api/client-actions';
import { useClientCard, usePurchaseRefund } from '../api/clients-queries';
import { CancelSessionDialog } from './cancel-session-dialog';
import { ClientCardView, type ClientCardTabsState } from './client-card-view';
import { CreditsDialog } from './credits-dialog';
import { DeleteNoteDialog } from './delete-note-dialog';
import { NoteDialog } from './note-dialog';
import { RefundPurchaseDialog } from './refund-purchase-dialog';

/** The server's Russian `detail` of a failed action, for the dialog that asked for it. */
function detailOf(error: unknown): string | undefined {
  if (!error) return undefined;
  return (error instanceof ApiError && error.detail) || 'Не получилось. Попробуйте ещё раз.';
}

type NoteEditing = { note: ClientNote | undefined } | null;

/** The open card with its actions, each behind its own dialog. */
export function ClientCardArea({ clientId, onBack, ...tabs }: { clientId: string; onBack: () => void } & ClientCardTabsState) {
  const card = useClientCard(clientId);
  const actions = useClientActions(clientId);
  const [refunding, setRefunding] = useState<ClientPurchase | null>(null);
  const refundPlan = usePurchaseRefund(refunding);
  const [cancelling, setCancelling] = useState<ClientSession | null>(null);
  const [deleting, setDeleting] = useState<ClientNote | null>(null);
  const [noteEditing, setNoteEditing] = useState<NoteEditing>(null);
  const [adjusting, setAdjusting] = useState(false);
  /** Opens a dialog with the previous attempt's error cleared. */
  const open =
    <T,>(set: (value: T) => void, mutation: { reset(): void }) =>
    (value: T) => {
      mutation.reset();
      set(value);
    };

  return (
    <>
      <ClientCardView
        card={card.data}
        failed={card.isError}
        onRetry={() => void card.refetch()}
        onBack={onBack}
        {...tabs}
        onRefund={open(setRefunding, actions.refund)}
        onCancelSession={open(setCancelling, actions.cancel)}
        onDeleteNote={open(setDeleting, actions.deleteNote)}
        onWriteNote={() => {
          actions.writeNote.reset();
          setNoteEditing({ note: undefined });
        }}
        onEditNote={(note) => {
          actions.editNote.reset();
          setNoteEditing({ note });
        }}
        onAdjustCredits={() => open(setAdjusting, actions.credits)(true)}
      />
      <RefundPurchaseDialog
        purchase={refunding}
        refund={refundPlan.data}
        pending={actions.refund.isPending}
        error={detailOf(actions.refund.error)}
        onConfirm={(purchase, part) => actions.refundPurchase(purchase.id, part, () => setRefunding(null))}
        onClose={() => setRefunding(null)}
      />
      <CancelSessionDialog
        session={cancelling}
        pending={actions.cancel.isPending}
        error={detailOf(actions.cancel.error)}
        onConfirm={(session) => actions.cancelSession(session.id, () => setCancelling(null))}
        onClose={() => setCancelling(null)}
      />
      <DeleteNoteDialog
        note={deleting}
        pending={actions.deleteNote.isPending}
        error={detailOf(actions.deleteNote.error)}
        onConfirm={(note) => actions.removeNote(note.id, () => setDeleting(null))}
        onClose={() => setDeleting(null)}
      />
      {noteEditing && (
        <NoteDialog
          initialText={noteEditing.note?.text ?? ''}
          editing={noteEditing.note !== undefined}
          pending={actions.writeNote.isPending || actions.editNote.isPending}
          error={detailOf(noteEditing.note ? actions.editNote.error : actions.writeNote.error)}
          onSave={(text) => actions.saveNote(noteEditing.note?.id, text, () => setNoteEditing(null))}
          onClose={() => setNoteEditing(null)}
        />
      )}
      {adjusting && card.data && (
        <CreditsDialog
          balance={card.data.credits_left ?? 0}
          pending={actions.credits.isPending}
          error={detailOf(actions.credits.error)}
          onSave={(change) => actions.adjustCredits(change, () => setAdjusting(false))}
          onClose={() => setAdjusting(false)}
        />
      )}
    </>
  );
}
