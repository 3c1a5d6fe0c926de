import { getExportPaymentsUrl, useCountReceiptProblems, useListPayments } from '../../../api/generated/hooks';
import type { ListPaymentsParams } from '../../../api/generated/model';

/** One page of payments and refunds; the previous page stays on screen while the next loads. */
export function usePaymentPage(params: ListPaymentsParams) {
  return useListPayments(params, { query: { placeholderData: (previous) => previous } });
}

/** The CSV of the same filter, downloaded by the browser itself (a plain link with the session cookie). */
export const paymentsExportUrl = ({ month, type, status }: ListPaymentsParams) => getExportPaymentsUrl({ month, type, status });

/** How many movements lack a registered receipt: the alert above the list. */
export function useReceiptProblems() {
  return useCountReceiptProblems();
}
