import { useParams } from 'react-router';
import { useUser } from '../../lib/auth-store';
import { PaymentSuccess } from '../../features/payments/components/payment-success';
import { IntakePaymentPrompt } from '../../features/intake/components/intake-payment-prompt';

export default function BuySuccessPage() {
  const { id = '' } = useParams();
  const user = useUser();
  return (
    <>
      <PaymentSuccess key={id} purchaseId={id} signedIn={user !== null} />
      {user && <IntakePaymentPrompt />}
    </>
  );
}
