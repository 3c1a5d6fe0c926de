import { usePaymentConsentAsked } from '../../../components/checkout/consent-at-use';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useMemo, useState } from 'react';
import { Checkout } from '../../../components/checkout/checkout';
import { startedPurchase, type StartedPurchase } from '../../../components/checkout/started-purchase';
import { PageLoader } from '../../../components/layout/page-loader';
import { GIFT_CERTIFICATE_VALIDITY_MONTHS } from '../../../config/constants';
import { useUser } from '../../../lib/auth-store';
import { usePracticeDetails } from '../../../lib/practice-details';
import { useBuyGiftCertificate, useGiftOffers } from '../api/gift-certificate-queries';
import { emptyGiftOrder, giftOrderErrors, moscowDay, type GiftOrderErrors, type GiftOrderForm, giftAmount } from '../utils/gift-order';
import { GiftCertificateForm } from './gift-certificate-form';

/**
 * «Подарочный сертификат»: a visitor or a client orders a certificate for a session or a package
 * and pays through the same checkout as any purchase; the recipient is mailed on the chosen day.
 */
export function GiftCertificatePage() {
  const user = useUser();
  const guest = !user;
  const now = useMemo(() => new Date(), []);
  const offers = useGiftOffers();
  const validityMonths = usePracticeDetails()?.gift_certificate_validity_months ?? GIFT_CERTIFICATE_VALIDITY_MONTHS;
  const buy = useBuyGiftCertificate();
  const [form, setForm] = useState<GiftOrderForm>(() => emptyGiftOrder(moscowDay(now)));
  const [errors, setErrors] = useState<GiftOrderErrors>({});
  // Once she tried to pay, each change checks the form again, so a fixed field loses its message.
  const [tried, setTried] = useState(false);
  const [purchase, setPurchase] = useState<StartedPurchase | null>(null);
  const paymentConsentAsked = usePaymentConsentAsked(!guest);

  const change = (next: GiftOrderForm) => {
    setForm(next);
    if (tried) setErrors(giftOrderErrors(next, guest, now, paymentConsentAsked));
  };

  const submit = () => {
    setTried(true);
    const found = giftOrderErrors(form, guest, now, paymentConsentAsked);
    setErrors(found);
    if (Object.keys(found).length > 0 || form.typeId === null) return;
    const amount = form.typeId === 'amount' ? giftAmount(form) : null;
    const price = amount ?? offers.data?.find((offer) => offer.id === form.typeId)?.amount ?? 0;
    buy.mutate(
      {
        data: {
          ...(form.typeId === 'amount' ? { amount: amount ?? 0 } : { type: form.typeId }),
          recipient_name: form.recipientName.trim(),
          recipient_email: form.recipientEmail.trim(),
          message: form.message.trim(),
          deliver_on: form.deliverOn,
          ...(guest ? { email: form.email.trim(), agreement: form.agreement, notification: form.notification } : {}),
          ...(paymentConsentAsked && form.paymentConsent ? { payment_consent: true } : {}),
        },
      },
      {
        onSuccess: (answer) => {
          const started = startedPurchase(answer, price);
          if (!started) return;
          setPurchase(started);
        },
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 2, md: 5 } }}>
      <Card variant="outlined" component="section" aria-labelledby="gift-title" sx={{ gap: 2 }}>
        <Typography id="gift-title" level="h1" sx={{ fontSize: { xs: 'xl2', md: 'xl3' } }}>
          Подарочный сертификат
        </Typography>
        <Typography level="body-md">
          Подарите коуч-сессию, пакет сессий или сумму на них. Получатель получит письмо с сертификатом (PDF с кодом) в выбранный день, войдёт в личный кабинет и запишется в удобное время.
        </Typography>
        {offers.data ? (
          offers.data.length > 0 ? (
            <GiftCertificateForm offers={offers.data} form={form} errors={errors} guest={guest} paymentConsentAsked={paymentConsentAsked} validityMonths={validityMonths} submitting={buy.isPending} now={now} onChange={change} onSubmit={submit} />
          ) : (
            <Alert color="neutral">Сейчас нет услуг для сертификата.</Alert>
          )
        ) : offers.isError ? (
          <Alert color="danger">Не удалось загрузить услуги. Обновите страницу.</Alert>
        ) : (
          <PageLoader />
        )}
      </Card>
      <Checkout purchase={purchase} onClose={() => setPurchase(null)} />
    </Box>
  );
}
