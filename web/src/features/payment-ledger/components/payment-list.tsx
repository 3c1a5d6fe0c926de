import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { DateTime } from 'luxon';
import type { MovementReceipt, PaymentMovement } from '../../../api/generated/model';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table/responsive-table';
import { formatRoubles } from '../../../lib/money';
import { purchaseDescription } from '../../../lib/purchase-description';
import { itemKindLabels, methodLabel, movementLabels, needsHand, receiptColor, receiptText, retryable } from '../utils/payment-labels';

const moscowTime = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Moscow' }).setLocale('ru').toFormat('d MMM yyyy, HH:mm');

/** What the coach can do with a refused or long-awaited receipt; without them the list only shows. */
export type ReceiptHandlers = {
  onRetry: (movement: PaymentMovement, receipt: MovementReceipt) => void;
  onByHand: (movement: PaymentMovement, receipt: MovementReceipt) => void;
  /** A retry is on its way: its button waits. */
  retrying?: boolean;
};

/** «; промокод VESNA20: −198 ₽ от 990 ₽» for a purchase made with a code. */
const promoNote = (movement: PaymentMovement) =>
  movement.promo_code ? `; промокод ${movement.promo_code}: −${formatRoubles(movement.discount ?? 0)} от ${formatRoubles(movement.full_amount ?? movement.amount)}` : '';

const columnsWith = (handlers: ReceiptHandlers | undefined): readonly ResponsiveColumn<PaymentMovement>[] => [
  { header: 'Дата (МСК)', width: '150px', cell: (movement) => moscowTime(movement.at) },
  {
    header: 'Сумма',
    width: '120px',
    cell: (movement) => (
      <Typography component="span" color={movement.status === 'refunded' ? 'danger' : 'success'} sx={{ fontWeight: 'lg', whiteSpace: 'nowrap' }}>
        {movement.status === 'refunded' ? '−' : '+'}
        {formatRoubles(movement.amount)}
      </Typography>
    ),
  },
  { header: 'Операция', width: '90px', cell: (movement) => movementLabels[movement.status] },
  { header: 'Что оплачено', cell: (movement) => `${itemKindLabels[movement.type]}: ${purchaseDescription(movement.description)}${promoNote(movement)}` },
  { header: 'Покупатель', cell: (movement) => movement.buyer ?? 'данные удалены' },
  { header: 'Способ', width: '110px', cell: (movement) => methodLabel(movement.method) || '—' },
  { header: 'Чек', width: '240px', cell: (movement) => <MovementReceipts movement={movement} handlers={handlers} /> },
];

/** A receipt's way out of a problem: sent again (a register) or registered by hand; a link to one registered by hand. */
function ReceiptActions({ movement, receipt, handlers }: { movement: PaymentMovement; receipt: MovementReceipt; handlers: ReceiptHandlers | undefined }) {
  if (receipt.link) {
    return (
      <Link href={receipt.link} target="_blank" rel="noopener noreferrer" level="body-sm">
        Открыть чек
      </Link>
    );
  }
  if (!handlers || !needsHand(receipt)) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {retryable(receipt) && (
        <Button size="sm" variant="outlined" color="danger" loading={handlers.retrying} onClick={() => handlers.onRetry(movement, receipt)}>
          Отправить ещё раз
        </Button>
      )}
      <Button size="sm" variant="plain" onClick={() => handlers.onByHand(movement, receipt)}>
        Выдан вручную
      </Button>
    </Stack>
  );
}

/** Each receipt of the movement as a mark; a movement with none says so. */
function MovementReceipts({ movement, handlers }: { movement: PaymentMovement; handlers: ReceiptHandlers | undefined }) {
  if (movement.receipts.length === 0) {
    return movement.receipt_problem ? (
      <Chip size="sm" variant="soft" color="danger">
        чека нет
      </Chip>
    ) : (
      '—'
    );
  }
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {movement.receipts.map((receipt) => (
        <Stack key={`${receipt.kind}-${receipt.requested_at}`} spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Chip size="sm" variant="soft" color={receiptColor(receipt)} sx={{ whiteSpace: 'normal' }}>
            {receiptText(receipt)}
          </Chip>
          <ReceiptActions movement={movement} receipt={receipt} handlers={handlers} />
        </Stack>
      ))}
    </Stack>
  );
}

/** Payments and refunds, a table from 600 px and cards below; with `handlers`, a problem receipt offers its way out. */
export function PaymentList({ movements, handlers }: { movements: readonly PaymentMovement[]; handlers?: ReceiptHandlers }) {
  return <ResponsiveTable label="Платежи и возвраты" rows={movements} columns={columnsWith(handlers)} rowKey={(movement) => movement.id} empty="Платежей с такими условиями нет." />;
}
