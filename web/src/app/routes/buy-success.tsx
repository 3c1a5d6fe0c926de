import { useParams } from 'react-router';
import { PaymentSuccess } from '../../features/payments/components/payment-success';

export default function BuySuccessPage() {
  const { id = '' } = useParams();
  return <PaymentSuccess key={id} purchaseId={id} />;
}
