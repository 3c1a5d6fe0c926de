import Stack from '@mui/joy/Stack';
import { PaymentsSection } from '../../../../features/payment-ledger/components/payments-section';
import { PromoCodesSection } from '../../../../features/promo-codes/components/promo-codes-section';
import { GiftCertificatesSection } from '../../../../features/gift-certificates/components/gift-certificates-section';

/** «Платежи»: monthly totals, payments and refunds filtered by month, type and operation, and the accountant's CSV; then «Промокоды» and «Подарочные сертификаты». */
export default function PaymentsPage() {
  return (
    <Stack gap={5}>
      <PaymentsSection />
      <PromoCodesSection />
      <GiftCertificatesSection />
    </Stack>
  );
}
