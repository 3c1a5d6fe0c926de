import { usePaymentConsentAsked, useRoomsConsentAsked } from '../../../components/checkout/consent-at-use';
import Stack from '@mui/joy/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Consultation, ConsultationDay } from '../../../api/generated/model';
import { ApiError } from '../../../lib/api-error';
import { useUser } from '../../../lib/auth-store';
import { ClientTimeZoneProvider, foreignZone, localFreeDays, zoneTimeNote } from '../../../lib/client-time';
import { useFullUser } from '../../../lib/use-full-user';
import { Checkout } from '../../../components/checkout/checkout';
import { type StartedPurchase, startedPurchase } from '../../../components/checkout/started-purchase';
import { useBookConsultation, usePayHeldSession } from '../api/book-consultation';
import { useCancelConsultation } from '../api/cancel-consultation';
import { invalidateConsultationData } from '../api/consultation-queries';
import { useConsultationCredits, useCreditSessionType, useGiftBalance } from '../api/get-consultation-credits';
import { useConsultationTypes } from '../api/get-consultation-types';
import { useConsultations } from '../api/get-consultations';
import { useDayForType, useFreeDays } from '../api/get-free-days';
import { useMarkOutcome } from '../api/mark-outcome';
import { useRescheduleConsultation } from '../api/reschedule-consultation';
import { useWaitlistActions, useWaitlistDays } from '../api/waitlist';
import { useLapsedBookings } from '../api/lapsed-bookings';
import { useSaveConsultationSummary } from '../api/save-consultation-summary';
import { useBookSeries } from '../api/series';
import { useFullDays } from '../api/full-days';
import type { BookingChoice } from '../utils/booking';
import { canShowPreviousMonth, initialCalendarMonth, monthPeriod, sessionsPeriod, widenedMonthPeriod } from '../../../lib/calendar';
import { isoToUtcMinute, moscowNow } from '../../../lib/moscow-time';
import { BookingDialog } from './booking-dialog';
import { CancelConsultationDialog } from './cancel-consultation-dialog';
import { ConsultationCalendar } from './consultation-calendar';
import { ConsultationEditDialog } from './consultation-edit-dialog';
import { ConsultationList } from './consultation-list';
import { LapsedBookingNotes } from './lapsed-booking-notes';
import { MoveModeBanner } from './move-mode-banner';
import { RescheduleDialog } from './reschedule-dialog';
import { WaitlistDayDialog } from './waitlist-day-dialog';
import { WaitlistPanel } from './waitlist-panel';
import { useMoveFromLink } from '../hooks/use-move-from-link';

/** How often the list looks at the clock again, so «Подключиться» appears and goes on time. */
const clockTickMs = 30_000;

function useTickingNow() {
  const [now, setNow] = useState(moscowNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(moscowNow()), clockTickMs);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The cabinet home (spec 2.5): the calendar of free days, booking and payment, the sessions. */
export function CabinetHome() {
  const user = useUser();
  const fullUser = useFullUser();
  // The client's own clock (the coach keeps Moscow time); Moscow while her zone is unknown.
  const timeZone = user?.is_superuser ? undefined : (fullUser?.time_zone ?? undefined);
  const viewer = { id: user?.id ?? '', isSuperuser: user?.is_superuser ?? false };
  const queryClient = useQueryClient();

  // One «now» per visit keeps the query periods (and so their cache keys) stable.
  const [now] = useState(moscowNow);
  const clock = useTickingNow();
  const [month, setMonth] = useState(() => initialCalendarMonth(now));
  const [listPeriod] = useState(() => sessionsPeriod(now));
  // On her clock a Moscow slot may fall on the day before or after: the month is asked with a day on each side.
  const zoned = foreignZone(timeZone, now.toUTC().toISO() ?? '') !== undefined;
  const period = useMemo(() => (zoned ? widenedMonthPeriod(month) : monthPeriod(month)), [month, zoned]);

  const freeDays = useFreeDays(period);
  const shownFreeDays = useMemo(() => (zoned ? localFreeDays(freeDays.data, timeZone) : freeDays.data), [freeDays.data, timeZone, zoned]);
  const consultations = useConsultations(listPeriod);
  const types = useConsultationTypes();
  const credits = useConsultationCredits();
  const creditType = useCreditSessionType();
  const giftBalance = useGiftBalance();
  const lapsedBookings = useLapsedBookings();

  const [bookingDay, setBookingDay] = useState<ConsultationDay | null>(null);
  // The type chosen in the booking dialog: its length decides which of the day's times fit.
  const [bookingType, setBookingType] = useState<number | undefined>(undefined);
  const bookingDayForType = useDayForType(bookingDay, bookingType);
  const [purchase, setPurchase] = useState<StartedPurchase | null>(null);
  const [editing, setEditing] = useState<Consultation | null>(null);
  const [cancelling, setCancelling] = useState<Consultation | null>(null);
  // Move mode: the calendar's free days move this session instead of booking a new one.
  const [moving, setMoving] = useState<Consultation | null>(null);
  const [moveDay, setMoveDay] = useState<ConsultationDay | null>(null);

  const refresh = useCallback(() => void invalidateConsultationData(queryClient), [queryClient]);
  const booking = useBookConsultation();
  const paymentConsentAsked = usePaymentConsentAsked(true);
  const roomsConsentAsked = useRoomsConsentAsked();
  const seriesBooking = useBookSeries();
  const payHeld = usePayHeldSession();
  const summary = useSaveConsultationSummary(() => setEditing(null));
  const cancel = useCancelConsultation(() => setCancelling(null));
  const stopMoving = useCallback(() => {
    setMoveDay(null);
    setMoving(null);
  }, []);
  const reschedule = useRescheduleConsultation(stopMoving);
  const outcome = useMarkOutcome();
  const waitlistDays = useWaitlistDays();
  const waitlist = useWaitlistActions();
  // A full day clicked in the calendar: join its waitlist, or leave it.
  const fullDays = useFullDays(period, freeDays.data, now);
  const waitedDays = useMemo(() => new Set(waitlistDays), [waitlistDays]);
  const [waitDay, setWaitDay] = useState<string | null>(null);
  const startMoving = useCallback((consultation: Consultation) => {
    setMoving(consultation);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);
  useMoveFromLink(consultations.data, startMoving);

  const closeBooking = () => {
    setBookingDay(null);
    refresh();
  };

  const submitBooking = async (choice: BookingChoice) => {
    if (choice.series) {
      // Every session of the series at once from her package, or none; a refusal is alerted and the dialog stays.
      const booked = await seriesBooking.book({ typeId: choice.type.id, firstStart: choice.slotStart, choice: choice.series, roomsConsent: choice.roomsConsent }).catch(() => undefined);
      if (booked) closeBooking();
      return;
    }
    let response;
    try {
      response = await booking.book(choice);
    } catch (error) {
      // The alert already says why; a taken slot also leaves the day, so the dialog goes with it.
      if (error instanceof ApiError && error.status === 409) closeBooking();
      return;
    }
    // Spec 4: a purchase that did not succeed shows nothing more.
    if (!response?.result) return;
    closeBooking();
    setPurchase(startedPurchase(response, choice.type.amount));
  };

  /** «Оплатить» on a held session: its checkout opens again, or the alert says why not and the list reloads. */
  const payHeldSession = async (purchaseId: string) => {
    const response = await payHeld.pay(purchaseId);
    const started = startedPurchase(response, 0);
    if (started) setPurchase(started);
    else refresh();
  };

  const closeCheckout = useCallback(() => {
    setPurchase(null);
    refresh();
  }, [refresh]);

  return (
    <ClientTimeZoneProvider zone={timeZone}>
      <Stack gap={4} sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 2, md: 4 } }}>
        {moving ? <MoveModeBanner consultation={moving} onStop={stopMoving} /> : null}
        <ConsultationCalendar
          month={month}
          today={now}
          freeDays={shownFreeDays}
          loading={freeDays.isPending}
          canGoBack={canShowPreviousMonth(month, now)}
          onPrevious={() => setMonth((shown) => (canShowPreviousMonth(shown, now) ? shown.minus({ months: 1 }) : shown))}
          onNext={() => setMonth((shown) => shown.plus({ months: 1 }))}
          onPickDay={moving ? setMoveDay : setBookingDay}
          credits={credits}
          giftBalance={giftBalance}
          fullDays={fullDays}
          waitlistDays={waitedDays}
          onPickFullDay={viewer.isSuperuser || moving ? undefined : setWaitDay}
          timeNote={zoned && timeZone ? `время ${zoneTimeNote(timeZone, now.toUTC().toISO() ?? '')}` : undefined}
        />
        {viewer.isSuperuser ? null : (
          <WaitlistPanel days={waitlistDays} busy={waitlist.isPending} onJoin={waitlist.join} onLeave={waitlist.leave} />
        )}
        {viewer.isSuperuser ? null : <LapsedBookingNotes lapsed={lapsedBookings} />}
        <ConsultationList
          consultations={consultations.data}
          loading={consultations.isPending}
          now={clock}
          viewer={viewer}
          onEdit={setEditing}
          onCancel={setCancelling}
          onMove={startMoving}
          onMarkOutcome={(consultation, marked) => outcome.mark(consultation.id, marked)}
          onPay={(purchaseId) => void payHeldSession(purchaseId)}
          payingPurchaseId={payHeld.isPending ? payHeld.purchaseId : undefined}
        />
  
        <BookingDialog
          key={`booking-${bookingDay?.date ?? 'none'}`}
          // Opened once her consents are known, so the boxes it asks are drawn with it.
          open={bookingDay !== null && roomsConsentAsked !== undefined}
          day={bookingDayForType}
          types={types.data}
          onTypeChange={setBookingType}
          credits={credits}
          creditType={creditType}
          giftBalance={giftBalance}
          submitting={booking.isPending || seriesBooking.isPending}
          repeatable={!viewer.isSuperuser}
          paymentConsentAsked={paymentConsentAsked}
          roomsConsentAsked={roomsConsentAsked ?? null}
          onSubmit={(choice) => void submitBooking(choice)}
          onClose={closeBooking}
        />
        <Checkout purchase={purchase} onClose={closeCheckout} />
        <WaitlistDayDialog
          day={waitDay}
          waiting={waitDay !== null && waitedDays.has(waitDay)}
          busy={waitlist.isPending}
          onJoin={(day) => {
            waitlist.join(day);
            setWaitDay(null);
          }}
          onLeave={(day) => {
            waitlist.leave(day);
            setWaitDay(null);
          }}
          onClose={() => setWaitDay(null)}
        />
        {viewer.isSuperuser ? (
          <ConsultationEditDialog
            key={`edit-${editing?.id ?? 'none'}`}
            open={editing !== null}
            consultation={editing}
            saving={summary.isPending}
            onSave={(description, meetingUrl) => editing && summary.save(editing, description, meetingUrl)}
            onClose={() => setEditing(null)}
          />
        ) : null}
        <RescheduleDialog
          key={`move-${moveDay?.date ?? 'none'}`}
          consultation={moving}
          day={moveDay}
          moving={reschedule.isPending}
          onConfirm={(slotStart) => moving && reschedule.reschedule(moving.id, isoToUtcMinute(slotStart))}
          onClose={() => setMoveDay(null)}
        />
        <CancelConsultationDialog
          consultation={cancelling}
          cancelling={cancel.isPending}
          onConfirm={() => cancelling && cancel.cancel(cancelling.id)}
          onClose={() => setCancelling(null)}
        />
      </Stack>
    </ClientTimeZoneProvider>
  );
}
