import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getGetClientQueryKey,
  getListClientsQueryKey,
  useAdjustClientCredits,
  useCancelConsultation,
  useDeleteClientNote,
  useEditClientNote,
  useRefundPurchase,
  useWriteClientNote,
} from '../../../api/generated/hooks';
import type { ClientCreditsChange, PurchaseRefundInputPart } from '../../../api/generated/model';

/** Every action of the card changes the card; a refund or cancellation also moves the client in the list. */
const refreshClient = (queryClient: QueryClient, clientId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetClientQueryKey(clientId) }),
    queryClient.invalidateQueries({ queryKey: getListClientsQueryKey() }),
  ]);

/**
 * The card's actions. Each takes `onDone`, run on success so the dialog closes; a refusal keeps the
 * dialog open with its Russian `detail` (the mutation's `error`).
 */
export function useClientActions(clientId: string) {
  const queryClient = useQueryClient();
  const mutation = { onSuccess: () => refreshClient(queryClient, clientId) };
  const refund = useRefundPurchase({ mutation });
  const cancel = useCancelConsultation({ mutation });
  const writeNote = useWriteClientNote({ mutation });
  const editNote = useEditClientNote({ mutation });
  const deleteNote = useDeleteClientNote({ mutation });
  const credits = useAdjustClientCredits({ mutation });
  return {
    refund,
    cancel,
    writeNote,
    editNote,
    deleteNote,
    credits,
    refundPurchase: (purchaseId: string, part: PurchaseRefundInputPart, onDone: () => void) => refund.mutate({ id: purchaseId, data: { part } }, { onSuccess: onDone }),
    cancelSession: (sessionId: number, onDone: () => void) => cancel.mutate({ id: sessionId }, { onSuccess: onDone }),
    saveNote: (noteId: string | undefined, text: string, onDone: () => void) =>
      noteId
        ? editNote.mutate({ id: clientId, noteId, data: { text } }, { onSuccess: onDone })
        : writeNote.mutate({ id: clientId, data: { text } }, { onSuccess: onDone }),
    removeNote: (noteId: string, onDone: () => void) => deleteNote.mutate({ id: clientId, noteId }, { onSuccess: onDone }),
    adjustCredits: (change: ClientCreditsChange, onDone: () => void) => credits.mutate({ id: clientId, data: change }, { onSuccess: onDone }),
  };
}
