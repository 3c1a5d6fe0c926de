import { PaymentConsentField } from '../../../components/checkout/consent-at-use';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { PromoCodeField, PromoPrice, type AppliedPromo } from '../../../components/checkout/promo-code-field';
import type { ProductType, PurchasedProduct } from '../../../api/generated/model';
import { PurchaseTerms } from '../../../components/purchase-terms/purchase-terms';
import { AppModal } from '../../../components/modal/app-modal';
import { priceLabel } from '../../../lib/money';
import { isFreeProduct } from '../utils/free-product';
import type { GuestFormErrors, GuestPurchaseForm } from '../utils/guest-purchase-form';
import { GuestPurchaseFields } from './guest-purchase-fields';

export type ProductPurchaseDialogProps = {
  product: ProductType;
  /** A guest fills in the form; a signed-in client skips it (spec 2.8). */
  guest: boolean;
  form: GuestPurchaseForm;
  errors: GuestFormErrors;
  submitting?: boolean;
  onFormChange: (form: GuestPurchaseForm) => void;
  onSubmit: () => void;
  onClose: () => void;
  /** The signed-in client's earlier purchase of this product: she is offered the download, not a second payment. */
  owned?: PurchasedProduct;
  downloading?: boolean;
  onDownload?: (purchase: PurchasedProduct) => void;
  /** The promo code applied to a paid product; the field is offered only with `onPromoChange`. */
  promo?: AppliedPromo | null;
  onPromoChange?: (promo: AppliedPromo | null) => void;
  /** Her consent to the payment service, asked for a paid product while she has not given it; required to buy. */
  paymentConsent?: { checked: boolean; onChange: (checked: boolean) => void };
};

function deliveryNote(free: boolean, guest: boolean): string {
  if (guest) {
    return free
      ? 'Укажите почту — мы пришлём на неё ссылку для скачивания.'
      : 'После оплаты ссылка для скачивания придёт на указанную почту.';
  }
  return free
    ? 'Файл появится в личном кабинете, в разделе «Продукты».'
    : 'После оплаты файл появится в личном кабинете, в разделе «Продукты».';
}


/** The purchase dialog of spec 2.8 for a digital product; the state lives in its container. */
export function ProductPurchaseDialog(props: ProductPurchaseDialogProps) {
  const { product, guest, form, errors, submitting = false, onFormChange, onSubmit, onClose, owned, downloading = false, onDownload, promo = null, onPromoChange, paymentConsent } = props;
  if (owned) {
    return (
      <AppModal
        open
        maxWidth={500}
        title={product.name}
        onClose={onClose}
        onSave={() => onDownload?.(owned)}
        saving={downloading}
        saveLabel="Скачать"
        cancelLabel="Закрыть"
      >
        <Typography>Этот продукт у вас уже есть, платить ещё раз не нужно. Файл всегда можно скачать здесь или в разделе «Продукты».</Typography>
      </AppModal>
    );
  }
  const free = isFreeProduct(product);
  const submitLabel = free ? 'Получить БЕСПЛАТНО' : 'Купить';
  return (
    <AppModal
      open
      maxWidth={500}
      title={product.name}
      onClose={onClose}
      onSave={onSubmit}
      saving={submitting}
      saveLabel={submitLabel}
      cancelLabel="Закрыть"
      saveDisabled={!free && paymentConsent !== undefined && !paymentConsent.checked}
    >
      <Stack spacing={2}>
        <Stack spacing={0.5}>
          {promo ? (
            <PromoPrice applied={promo} />
          ) : (
            <Typography level="h3" component="p" color={free ? 'success' : undefined}>
              {priceLabel(product.amount)}
            </Typography>
          )}
          <Typography level="body-sm">{deliveryNote(free, guest)}</Typography>
        </Stack>
        {!free && onPromoChange ? (
          <PromoCodeField item={{ product: 'product', type: product.id }} applied={promo} onChange={onPromoChange} disabled={submitting} />
        ) : null}
        {guest && <GuestPurchaseFields form={form} errors={errors} onChange={onFormChange} onSubmit={onSubmit} disabled={submitting} />}
        {!free && paymentConsent ? <PaymentConsentField checked={paymentConsent.checked} onChange={paymentConsent.onChange} disabled={submitting} /> : null}
        <PurchaseTerms lead={`Нажимая «${submitLabel}»`} level="body-xs" />
      </Stack>
    </AppModal>
  );
}
