import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProductType, PurchaseRequest } from '../../../api/generated/model';
import { clearAlert } from '../../../components/alert/alert-store';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth-store';
import { Checkout } from '../../../components/checkout/checkout';
import { usePaymentConsentAsked } from '../../../components/checkout/consent-at-use';
import type { AppliedPromo } from '../../../components/checkout/promo-code-field';
import { startedPurchase, type StartedPurchase } from '../../../components/checkout/started-purchase';
import { useBuyProduct } from '../api/buy-product';
import { useDownloadPurchasedProduct } from '../api/download-purchased-product';
import { usePurchasedProducts } from '../api/get-purchased-products';
import { isFreeProduct } from '../utils/free-product';
import { useGuestPurchaseForm } from '../hooks/use-guest-purchase-form';
import { ProductPurchaseDialog } from './product-purchase-dialog';
import { SentToEmailNote } from './sent-to-email-note';

export type BuyProductProps = { product: ProductType; onDone: () => void };

type Stage = { kind: 'form' } | { kind: 'sent'; email: string } | { kind: 'checkout'; purchase: StartedPurchase };

/**
 * The purchase flow of a product (spec 2.8, 4). Free: a guest learns the link is in the mail, a
 * client goes to /lk/product. Paid: the dialog gives way to the checkout of the provider the server
 * chose, which returns to /buy-success/{id}. A client who already has a paid product is offered its
 * download instead of a second payment. Refused (result false): the dialog stays; the API
 * layer has shown why.
 */
export function BuyProduct({ product, onDone }: BuyProductProps) {
  const user = useUser();
  const guest = !user;
  const navigate = useNavigate();
  const buy = useBuyProduct();
  const guestForm = useGuestPurchaseForm();
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const consentAsked = usePaymentConsentAsked(!guest);
  const [paymentConsent, setPaymentConsent] = useState(false);
  const purchased = usePurchasedProducts({ enabled: !guest });
  const { download, downloadingId } = useDownloadPurchasedProduct();
  // The free guide may be taken again; a paid product she has (and was not refunded) is offered for download instead.
  const owned = isFreeProduct(product) ? undefined : purchased.data?.find((purchase) => purchase.type.id === product.id && purchase.refunded_at === null);

  const submit = () => {
    const filled = guest ? guestForm.validate() : null;
    if (guest && !filled) return;
    const data: PurchaseRequest = {
      product: 'product',
      type: product.id,
      amount: product.amount,
      ...(filled ? { email: filled.email.trim(), agreement: filled.agreement, notification: filled.notification } : {}),
      ...(promo ? { promo_code: promo.code } : {}),
      ...(consentAsked && paymentConsent ? { payment_consent: true } : {}),
    };
    buy.mutate(
      { data },
      {
        onSuccess: (answer) => {
          if (!answer.result) return;
          if (answer.free) {
            // A promo code may make a paid product free: it is delivered at once, like the free guide.
            if (!filled) {
              void navigate(paths.cabinetProducts);
              onDone();
              return;
            }
            // The note says the same as the server's success banner and names the address, so the banner goes.
            clearAlert();
            setStage({ kind: 'sent', email: filled.email.trim() });
            return;
          }
          const purchase = startedPurchase(answer, product.amount);
          if (purchase) setStage({ kind: 'checkout', purchase });
          else onDone();
        },
      },
    );
  };

  if (stage.kind === 'sent') return <SentToEmailNote email={stage.email} onClose={onDone} />;
  if (stage.kind === 'checkout') return <Checkout purchase={stage.purchase} onClose={onDone} />;
  return (
    <ProductPurchaseDialog
      product={product}
      guest={guest}
      form={guestForm.form}
      errors={guestForm.errors}
      submitting={buy.isPending}
      onFormChange={guestForm.change}
      onSubmit={submit}
      onClose={onDone}
      owned={owned}
      downloading={owned !== undefined && downloadingId === owned.id}
      onDownload={download}
      promo={promo}
      onPromoChange={setPromo}
      paymentConsent={consentAsked ? { checked: paymentConsent, onChange: setPaymentConsent } : undefined}
    />
  );
}
