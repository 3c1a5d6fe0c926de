import { PaymentConsentField, RoomsConsentField } from '../../../components/checkout/consent-at-use';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useCallback, useEffect, useId, useState } from 'react';
import type { ConsultationDay, ConsultationType } from '../../../api/generated/model';
import { PurchaseTerms } from '../../../components/purchase-terms/purchase-terms';
import { PromoCodeField, PromoPrice, type AppliedPromo } from '../../../components/checkout/promo-code-field';
import { AppModal } from '../../../components/modal/app-modal';
import { priceLabel } from '../../../lib/money';
import {
  type BookingChoice,
  bookingSubmitLabel,
  initialBookingType,
  PLACEHOLDER_SESSION_PRICE,
  usesPackageCredit,
} from '../utils/booking';
import { formatMoscowDate } from '../../../lib/moscow-time';
import { sessionCount } from '../../../lib/plural';
import { canRepeat, type SeriesChoice } from '../utils/series';
import { SeriesField } from './series-picker';
import { SlotTimeField, useDaySlot } from './slot-time-field';

export type BookingDialogProps = {
  open: boolean;
  /** The free day picked in the calendar. */
  day: ConsultationDay | null;
  /** The consultation types; undefined while loading. */
  types: readonly ConsultationType[] | undefined;
  /** Sessions left on the client's packages. */
  credits: number;
  /** The type her package sessions are of (the package's own, its length): preselected while she has them. */
  creditType?: number | null;
  /** Roubles left on her amount gift certificates, which pay what they can of a session or a package. */
  giftBalance?: number;
  submitting?: boolean;
  /** Offer «Повторять» (a series from her package) when she has two package sessions or more. */
  repeatable?: boolean;
  /** She has not given her consent to the payment service yet: a session the card pays asks it (`usePaymentConsentAsked`). */
  paymentConsentAsked?: boolean;
  /** The video rooms' service whose consent she has not given yet (`useRoomsConsentAsked`): every booking asks it. */
  roomsConsentAsked?: string | null;
  /** The type chosen (first the preselected one), so the day's times can follow its length. */
  onTypeChange?: (typeId: number) => void;
  onSubmit: (choice: BookingChoice) => void;
  onClose: () => void;
};

/**
 * The purchase dialog of spec 2.8 for a session: time and type (the first time preselected, and the
 * first type, or her package's own while she has its sessions),
 * the price, the legal documents, «Закрыть» and «Купить». Mount it with `key={day.date}` so the
 * choice starts over for every day.
 */
export function BookingDialog({ open, day, types, credits, creditType = null, giftBalance = 0, submitting = false, repeatable = false, paymentConsentAsked = false, roomsConsentAsked = null, onTypeChange, onSubmit, onClose }: BookingDialogProps) {
  const typeLabelId = useId();
  const daySlot = useDaySlot(day);
  const { slot } = daySlot;
  const [typeId, setTypeId] = useState<number | null>(null);

  const type = types?.find((candidate) => candidate.id === typeId) ?? initialBookingType(types, credits, creditType);
  useEffect(() => {
    if (type) onTypeChange?.(type.id);
  }, [type, onTypeChange]);
  const fromPackage = usesPackageCredit(type, credits, creditType);
  const [chosenSeries, setSeries] = useState<SeriesChoice | null>(null);
  const [seriesBookable, setSeriesBookable] = useState(true);
  const onSeriesBookable = useCallback((bookable: boolean) => setSeriesBookable(bookable), []);
  const offersSeries = repeatable && fromPackage && canRepeat(credits);
  const series = offersSeries ? chosenSeries : null;
  // A promo code is checked for one type: choosing another drops it.
  const [promoOf, setPromoOf] = useState<{ typeId: number; applied: AppliedPromo } | null>(null);
  const offersPromo = type !== undefined && !fromPackage && series === null && type.amount > 0;
  const promo = offersPromo && promoOf?.typeId === type.id ? promoOf.applied : null;
  const price = promo ? promo.amount : (type?.amount ?? 0);
  const paysWithCertificate = giftBalance > 0 && type !== undefined && !fromPackage && series === null && price > 0;
  // A session the card pays (the catalogue's price beyond her certificates, as the server counts) asks her consent to the payment service until she has given it.
  const [paymentConsent, setPaymentConsent] = useState(false);
  const asksPaymentConsent = paymentConsentAsked && type !== undefined && !fromPackage && series === null && type.amount > giftBalance;
  // Every session (paid, from the package, a series) is held in a video room: her consent to its service, until she has given it.
  const [roomsConsent, setRoomsConsent] = useState(false);
  const roomsConsentAnswer = roomsConsentAsked ? { roomsConsent } : {};

  return (
    <AppModal
      open={open}
      maxWidth={500}
      title={day ? `Дата записи на сессию ${formatMoscowDate(day.date)}` : 'Дата записи на сессию'}
      onClose={onClose}
      saveLabel={series ? `Записать серию (${sessionCount(series.count)} из пакета)` : bookingSubmitLabel(type, fromPackage, paysWithCertificate && giftBalance >= price)}
      cancelLabel="Закрыть"
      saving={submitting}
      saveDisabled={!slot || !type || (series !== null && !seriesBookable) || (asksPaymentConsent && !paymentConsent) || (roomsConsentAsked !== null && !roomsConsent)}
      onSave={() => {
        if (slot && type) onSubmit(
            series
              ? { type, slotStart: slot.start, series, ...roomsConsentAnswer }
              : { type, slotStart: slot.start, ...(promo ? { promoCode: promo.code } : {}), ...(asksPaymentConsent ? { paymentConsent } : {}), ...roomsConsentAnswer },
          );
      }}
    >
      <Stack gap={2.5} sx={{ pt: 1 }}>
        <SlotTimeField label="Время (московское)" daySlot={daySlot} />

        <FormControl>
          <FormLabel id={typeLabelId}>Вид сессии</FormLabel>
          {types ? (
            <RadioGroup
              aria-labelledby={typeLabelId}
              value={type ? String(type.id) : ''}
              onChange={(event) => setTypeId(Number(event.target.value))}
              sx={{ gap: 1.25, mt: 0.5 }}
            >
              {types.map((candidate) => (
                <Radio
                  key={candidate.id}
                  value={String(candidate.id)}
                  label={`${candidate.name} — ${credits > 0 && candidate.id === creditType ? 'сессия из пакета' : priceLabel(candidate.amount)}`}
                  slotProps={{ label: { sx: { fontVariantNumeric: 'tabular-nums' } } }}
                />
              ))}
            </RadioGroup>
          ) : (
            <Stack gap={1.25} sx={{ mt: 0.5 }} aria-busy="true">
              <Skeleton variant="text" level="body-md" width="70%" />
              <Skeleton variant="text" level="body-md" width="60%" />
              <Skeleton variant="text" level="body-md" width="65%" />
            </Stack>
          )}
          {fromPackage ? <FormHelperText>Осталось сессий из пакета: {credits}. Оплата не понадобится.</FormHelperText> : null}
        </FormControl>

        {offersSeries && slot && type ? (
          <SeriesField credits={credits} typeId={type.id} firstStart={slot.start} value={series} onChange={setSeries} onBookableChange={onSeriesBookable} />
        ) : null}

        {offersPromo ? (
          <PromoCodeField
            key={type.id}
            item={{ product: 'consultation', type: type.id }}
            applied={promo}
            onChange={(applied) => setPromoOf(applied ? { typeId: type.id, applied } : null)}
            disabled={submitting}
          />
        ) : null}

        {promo ? (
          <Stack direction="row" gap={1} sx={{ alignItems: 'baseline' }}>
            <Typography level="title-md">Стоимость:</Typography>
            <PromoPrice applied={promo} />
          </Stack>
        ) : (
          <Typography level="title-md" aria-live="polite">
            Стоимость: {fromPackage ? 'сессия из пакета' : priceLabel(type?.amount ?? PLACEHOLDER_SESSION_PRICE)}
          </Typography>
        )}

        {paysWithCertificate ? <GiftCertificateShare balance={giftBalance} price={price} /> : null}

        {asksPaymentConsent ? <PaymentConsentField checked={paymentConsent} onChange={setPaymentConsent} disabled={submitting} /> : null}
        {roomsConsentAsked ? <RoomsConsentField service={roomsConsentAsked} checked={roomsConsent} onChange={setRoomsConsent} disabled={submitting} /> : null}

        <PurchaseTerms lead="Продолжая" textColor="text.secondary" />
      </Stack>
    </AppModal>
  );
}

/** What her amount gift certificate pays of the price, and what is left for the card. */
function GiftCertificateShare({ balance, price }: { balance: number; price: number }) {
  const paid = Math.min(balance, price);
  return (
    <Typography level="body-md" color="success" aria-live="polite">
      {paid >= price ? `Оплатит подарочный сертификат (на нём ${priceLabel(balance)}).` : `Подарочный сертификат оплатит ${priceLabel(paid)}, остальное — ${priceLabel(price - paid)} — картой.`}
    </Typography>
  );
}
