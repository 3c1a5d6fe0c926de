import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { Consultation, SessionOutcome } from '../../../api/generated/model';
import { PaymentDetails } from '../../../components/payment-details/payment-details';
import { formatRoubles } from '../../../lib/money';
import { formatMoscowDateTime } from '../../../lib/moscow-time';
import { formatClockTime, formatSessionDateTime, useClientTimeZone } from '../../../lib/client-time';

export type ConsultationCardProps = {
  consultation: Consultation;
  /** A superuser sees whose session it is. */
  showClient?: boolean;
  /** Opens «Редактирование сессии» (superusers only); the whole card is its target. */
  onEdit?: () => void;
  /** Shown for a future session that may be cancelled. */
  onCancel?: () => void;
  /** Shown for a future paid session that may be moved («Перенести» opens the calendar in move mode). */
  onMove?: () => void;
  /** Why its client can no longer cancel or move it (the notice before the start has passed), said instead of the buttons. */
  changeClosedNote?: string;
  /** From 15 minutes before the start until the end: «Подключиться» opens the meeting room. */
  joinable?: boolean;
  /** The coach, once a paid session has started and is not marked yet. */
  onMarkOutcome?: (outcome: SessionOutcome) => void;
  /** Its client, while the session is held for a payment she left unfinished. */
  onPay?: () => void;
  paying?: boolean;
};

const outcomeChip: Record<SessionOutcome, { label: string; color: 'success' | 'danger' }> = {
  held: { label: 'Состоялась', color: 'success' },
  no_show: { label: 'Клиент не пришёл', color: 'danger' },
};

/** A session in the list of spec 2.5: status, Moscow date and time (and the client's own, when it differs), its payment (amount, date, method, receipt), client (admin), summary. */
export function ConsultationCard({ consultation, showClient = false, onEdit, onCancel, onMove, changeClosedNote, joinable = false, onMarkOutcome, onPay, paying = false }: ConsultationCardProps) {
  // On the client's own clock beside Moscow's when her zone differs (the coach's cabinet keeps Moscow time).
  const timeZone = useClientTimeZone();
  const when = formatSessionDateTime(consultation.date, timeZone);
  const summary = consultation.description.trim();

  return (
    <Card
      variant="outlined"
      sx={{
        gap: 1,
        ...(onEdit && { '&:hover': { borderColor: 'primary.outlinedHoverBorder', boxShadow: 'sm' } }),
      }}
    >
      <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1} flexWrap="wrap">
        {onEdit ? (
          <Link
            component="button"
            overlay
            underline="none"
            level="title-md"
            textColor="text.primary"
            aria-label={`Редактировать сессию ${when}`}
            onClick={onEdit}
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {when}
          </Link>
        ) : (
          <Typography level="title-md" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {when}
          </Typography>
        )}
        {consultation.outcome ? (
          <Chip size="sm" variant="soft" color={outcomeChip[consultation.outcome].color}>
            {outcomeChip[consultation.outcome].label}
          </Chip>
        ) : (
          <Chip size="sm" variant="soft" color={consultation.is_paid ? 'success' : 'warning'}>
            {consultation.is_paid ? 'Оплачено' : 'Забронировано'}
          </Chip>
        )}
        {consultation.series ? (
          <Chip size="sm" variant="outlined" color="neutral">
            Серия: {consultation.series.number} из {consultation.series.count}
          </Chip>
        ) : null}
        {consultation.client_confirmed_at ? (
          // The client's «Подтверждаю» under a messenger reminder, for the session's time now (the coach's list only).
          <Chip size="sm" variant="soft" color="primary" title={`Подтверждено ${formatMoscowDateTime(consultation.client_confirmed_at)}`}>
            Клиент подтвердил
          </Chip>
        ) : null}
      </Stack>
      <CardContent>
        {consultation.payment ? (
          <>
            <Typography level="body-sm" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {paymentText(consultation.payment)}, {formatMoscowDateTime(consultation.payment.date)}
            </Typography>
            <PaymentDetails payment={consultation.payment} />
          </>
        ) : null}
        {consultation.awaiting_payment ? (
          <Typography level="body-sm" color="warning">
            Оплатите до {formatClockTime(consultation.awaiting_payment.pay_by, timeZone)}, иначе время освободится.
          </Typography>
        ) : null}
        {changeClosedNote ? (
          <Typography level="body-sm" textColor="text.secondary">
            {changeClosedNote}
          </Typography>
        ) : null}
        {showClient ? (
          <Typography level="body-sm" textColor="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {consultation.user.email}
          </Typography>
        ) : null}
        {summary ? (
          <Typography level="body-md" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {summary}
          </Typography>
        ) : (
          <Typography level="body-md" textColor="text.tertiary" fontStyle="italic">
            Комментарий пока не добавлен
          </Typography>
        )}
      </CardContent>
      {joinable || onMove || onCancel || onMarkOutcome || onPay ? (
        // Above the card's edit overlay.
        <CardActions buttonFlex="0 0 auto" sx={{ pt: 0, justifyContent: 'flex-end', '& > *': { position: 'relative', zIndex: 1 } }}>
          {joinable && consultation.meeting_url ? (
            <Button component="a" href={consultation.meeting_url} target="_blank" rel="noopener noreferrer" size="sm" color="primary">
              Подключиться
            </Button>
          ) : null}
          {onPay ? (
            <Button size="sm" color="primary" loading={paying} aria-label={`Оплатить сессию ${when}`} onClick={onPay}>
              Оплатить
            </Button>
          ) : null}
          {onMarkOutcome ? (
            <>
              <Button size="sm" variant="soft" color="success" aria-label={`Сессия ${when} состоялась`} onClick={() => onMarkOutcome('held')}>
                Состоялась
              </Button>
              <Button size="sm" variant="soft" color="danger" aria-label={`Клиент не пришёл на сессию ${when}`} onClick={() => onMarkOutcome('no_show')}>
                Клиент не пришёл
              </Button>
            </>
          ) : null}
          {onMove ? (
            <Button size="sm" variant="outlined" color="neutral" aria-label={`Перенести сессию ${when}`} onClick={onMove}>
              Перенести
            </Button>
          ) : null}
          {onCancel ? (
          <Button
            size="sm"
            variant="outlined"
            color="danger"
            aria-label={`Отменить сессию ${when}`}
            onClick={onCancel}
          >
            Отменить
          </Button>
          ) : null}
        </CardActions>
      ) : null}
    </Card>
  );
}

/** «Оплата: 3 500 ₽», «Оплата: 2 000 ₽ и 1 500 ₽ сертификатом», «Оплата подарочным сертификатом: 3 500 ₽». */
function paymentText(payment: { amount: number; gift_amount?: number }): string {
  if (!payment.gift_amount) return `Оплата: ${formatRoubles(payment.amount)}`;
  if (payment.amount === 0) return `Оплата подарочным сертификатом: ${formatRoubles(payment.gift_amount)}`;
  return `Оплата: ${formatRoubles(payment.amount)} и ${formatRoubles(payment.gift_amount)} сертификатом`;
}
