import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { DateTime } from 'luxon';
import { useId } from 'react';
import type { Consultation, SessionOutcome } from '../../../api/generated/model';
import { canJoin, clientNoticePassedText, isAhead, isBeforeClientNotice, isUpcoming } from '../utils/session-time';
import { ConsultationCard } from './consultation-card';

export type ConsultationListProps = {
  consultations: readonly Consultation[] | undefined;
  loading?: boolean;
  /** Decides which sessions are still ahead (and may be cancelled or moved) and which may be joined now. */
  now: DateTime;
  /** The signed-in user: a superuser sees e-mails, edits, cancels and moves; a client cancels and moves her own sessions until the notice before them. */
  viewer: { id: string; isSuperuser: boolean };
  onEdit: (consultation: Consultation) => void;
  onCancel: (consultation: Consultation) => void;
  onMove?: (consultation: Consultation) => void;
  /** The coach marks a started session «Состоялась» or «Клиент не пришёл». */
  onMarkOutcome?: (consultation: Consultation, outcome: SessionOutcome) => void;
  /** Its client pays a session held for a payment she left unfinished, while its time lasts. */
  onPay?: (purchaseId: string) => void;
  /** The purchase whose «Оплатить» is being answered. */
  payingPurchaseId?: string;
};

/** The purchase to pay for her own session held for a payment whose time has not run out. */
const payablePurchase = (consultation: Consultation, viewer: ConsultationListProps['viewer'], now: DateTime): string | undefined => {
  const awaiting = consultation.awaiting_payment;
  return awaiting && consultation.user.id === viewer.id && DateTime.fromISO(awaiting.pay_by) > now ? awaiting.purchase_id : undefined;
};

type SectionProps = Omit<ConsultationListProps, 'consultations' | 'loading'> & { title: string; items: readonly Consultation[] };

function ConsultationSection({ title, items, now, viewer, onEdit, onCancel, onMove, onMarkOutcome, onPay, payingPurchaseId }: SectionProps) {
  const titleId = useId();
  const payOf = (consultation: Consultation) => {
    const purchaseId = payablePurchase(consultation, viewer, now);
    return onPay && purchaseId ? () => onPay(purchaseId) : undefined;
  };
  // The coach changes any session ahead; a client her own, until the notice before it starts (the server refuses after).
  const mayChange = (consultation: Consultation) =>
    isAhead(consultation, now) && (viewer.isSuperuser || (consultation.user.id === viewer.id && isBeforeClientNotice(consultation, now)));
  const noticeNote = (consultation: Consultation) =>
    !viewer.isSuperuser && consultation.user.id === viewer.id && isAhead(consultation, now) && !isBeforeClientNotice(consultation, now)
      ? clientNoticePassedText(Boolean(onMove) && consultation.is_paid)
      : undefined;
  return (
    <Stack component="section" gap={1.5} aria-labelledby={titleId}>
      <Typography id={titleId} level="title-lg" component="h3">
        {title}
      </Typography>
      <Stack component="ul" gap={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((consultation) => (
          <li key={consultation.id}>
            <ConsultationCard
              consultation={consultation}
              showClient={viewer.isSuperuser}
              joinable={canJoin(consultation, now)}
              onEdit={viewer.isSuperuser ? () => onEdit(consultation) : undefined}
              onCancel={mayChange(consultation) ? () => onCancel(consultation) : undefined}
              // Only a paid session moves; an unpaid one is simply cancelled and booked again.
              onMove={onMove && consultation.is_paid && mayChange(consultation) ? () => onMove(consultation) : undefined}
              onMarkOutcome={
                onMarkOutcome && viewer.isSuperuser && consultation.is_paid && !consultation.outcome && !isAhead(consultation, now)
                  ? (outcome) => onMarkOutcome(consultation, outcome)
                  : undefined
              }
              onPay={payOf(consultation)}
              changeClosedNote={noticeNote(consultation)}
              paying={payingPurchaseId !== undefined && payingPurchaseId === consultation.awaiting_payment?.purchase_id}
            />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** «Сессии» under the calendar, upcoming first and past ones apart, or «У вас пока нет сессий». */
export function ConsultationList({ consultations, loading = false, ...rest }: ConsultationListProps) {
  const titleId = useId();
  if (loading && !consultations) {
    return (
      <Stack alignItems="center" sx={{ py: 3 }}>
        <CircularProgress size="sm" aria-label="Загрузка сессий" />
      </Stack>
    );
  }
  const items = consultations ?? [];
  const upcoming = items.filter((consultation) => isUpcoming(consultation, rest.now));
  // The most recent past session first.
  const past = items.filter((consultation) => !isUpcoming(consultation, rest.now)).reverse();

  return (
    <Stack component="section" gap={2} aria-labelledby={titleId}>
      <Typography id={titleId} level="h4" component="h2">
        {items.length > 0 ? 'Сессии' : 'У вас пока нет сессий'}
      </Typography>
      {upcoming.length > 0 ? <ConsultationSection title="Предстоящие" items={upcoming} {...rest} /> : null}
      {past.length > 0 ? <ConsultationSection title="Прошедшие" items={past} {...rest} /> : null}
    </Stack>
  );
}
