import { PaymentsSection } from '../../../../features/payment-ledger/components/payments-section';

/** «Платежи»: monthly totals, payments and refunds filtered by month, type and operation, and the accountant's CSV. */
export default function PaymentsPage() {
  return <PaymentsSection />;
}
