import Typography from '@mui/joy/Typography';
import type { PaymentInfo } from '../../api/generated/model';
import { paymentMethodLabel, receiptStatusLabel } from './payment-labels';

/** The method and the fiscal receipt of a payment, under the amount and date its card already shows. */
export function PaymentDetails({ payment }: { payment: PaymentInfo }) {
  const method = paymentMethodLabel(payment.method);
  const receipt = receiptStatusLabel(payment);
  return (
    <>
      {method && <Typography level="body-sm">{method}</Typography>}
      {receipt && (
        <Typography level="body-xs" textColor="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {receipt}
        </Typography>
      )}
    </>
  );
}
