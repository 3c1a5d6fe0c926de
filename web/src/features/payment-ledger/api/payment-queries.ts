import { getExportPaymentsUrl, useCountReceiptProblems, useListPayments } from '../../../api/generated/hooks';
import type { CountReceiptProblems200, ListPaymentsParams, PaymentPage } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';

/** One page of payments and refunds; the previous page stays on screen while the next loads. */
export function usePaymentPage(params: ListPaymentsParams) {
  return useListPayments<PaymentPage | undefined>(params, { query: { select: okData, placeholderData: (previous) => previous } });
}

/** The CSV of the same filter, downloaded by the browser itself (a plain link with the session cookie). */
export const paymentsExportUrl = ({ month, type, status }: ListPaymentsParams) => getExportPaymentsUrl({ month, type, status });

/** How many movements lack a registered receipt: the alert above the list. */
export function useReceiptProblems() {
  return useCountReceiptProblems<CountReceiptProblems200 | undefined>({ query: { select: okData } });
}
