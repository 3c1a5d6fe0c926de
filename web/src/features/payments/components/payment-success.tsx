import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePurchaseConfirmation } from '../api/confirm-purchase';
import { useConfettiBurst } from '../hooks/use-confetti-burst';
import { PaymentSuccessView } from './payment-success-view';

export type PaymentSuccessProps = {
  purchaseId: string;
  /** Signed in: «Вернуться на главную» leads to her cabinet (spec 2.10); a guest goes to the landing page. */
  signedIn: boolean;
};

/** /buy-success/{id}: confirms the payment and celebrates (spec 2.10, 4). */
export function PaymentSuccess({ purchaseId, signedIn }: PaymentSuccessProps) {
  const navigate = useNavigate();
  const confirmation = usePurchaseConfirmation(purchaseId);
  // Spec 4: confetti 100 ms after entry regardless of the answer, and again once confirmed.
  useConfettiBurst(true);
  useConfettiBurst(confirmation.status === 'paid');

  return (
    <PaymentSuccessView
      confirmation={confirmation}
      buyer={signedIn ? 'client' : 'guest'}
      onHome={() => void navigate(signedIn ? paths.cabinet : paths.landing)}
    />
  );
}
