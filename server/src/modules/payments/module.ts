import type { Infra } from '../../infra';
import { paymentHandlers } from './handlers';
import { createPaymentLedger } from './payment-ledger';

/** The back office's «Платежи», wired: the payment ledger's handlers. */
export function createPaymentsModule(infra: Pick<Infra, 'db'>) {
  return { handlers: paymentHandlers(createPaymentLedger(infra.db)) };
}
