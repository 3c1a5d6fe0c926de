import { useQueryClient } from '@tanstack/react-query';
import { getCountReceiptProblemsQueryKey, getListPaymentsQueryKey, useRegisterReceiptByHand, useRetryReceipt } from '../../../api/generated/hooks';
import type { GenericResponse } from '../../../api/generated/model';
import { showAlert } from '../../../components/alert/alert-store';

/**
 * What the coach does with a refused or long-awaited receipt in «Платежи»: send it again (a
 * register) or say she registered it herself (in «Мой налог» or at her register). After either, the
 * list and the alert's count reload and the alert says what happened; a refusal's `detail` stays
 * with the mutation (the dialog shows it).
 */
export function useReceiptActions() {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListPaymentsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getCountReceiptProblemsQueryKey() }),
    ]);
  const onSuccess = async (answer: GenericResponse) => {
    if (answer.message) showAlert(200, answer.message);
    await reload();
  };
  const retry = useRetryReceipt({ mutation: { onSuccess } });
  const byHand = useRegisterReceiptByHand({ mutation: { onSuccess } });
  return {
    retry,
    byHand,
    retryReceipt: (purchaseId: string, receiptId: string) => retry.mutate({ id: purchaseId, receiptId }),
    markByHand: (purchaseId: string, receiptId: string, link: string, onDone: () => void) =>
      byHand.mutate({ id: purchaseId, receiptId, data: link === '' ? {} : { link } }, { onSuccess: onDone }),
  };
}
