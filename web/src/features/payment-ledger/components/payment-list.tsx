import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { DateTime } from 'luxon';
import type { PaymentMovement } from '../../../api/generated/model';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table/responsive-table';
import { formatRoubles } from '../../../lib/money';
import { purchaseDescription } from '../../../lib/purchase-description';
import { itemKindLabels, methodLabel, movementLabels, receiptColor, receiptText } from '../utils/payment-labels';

const moscowTime = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Moscow' }).setLocale('ru').toFormat('d MMM yyyy, HH:mm');

const columns: readonly ResponsiveColumn<PaymentMovement>[] = [
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
  { header: 'Что оплачено', cell: (movement) => `${itemKindLabels[movement.type]}: ${purchaseDescription(movement.description)}` },
  { header: 'Покупатель', cell: (movement) => movement.buyer ?? 'данные удалены' },
  { header: 'Способ', width: '110px', cell: (movement) => methodLabel(movement.method) || '—' },
  { header: 'Чек', width: '220px', cell: (movement) => <MovementReceipts movement={movement} /> },
];

/** Each receipt of the movement as a mark; a movement with none says so. */
function MovementReceipts({ movement }: { movement: PaymentMovement }) {
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
        <Chip key={`${receipt.kind}-${receipt.requested_at}`} size="sm" variant="soft" color={receiptColor(receipt)} sx={{ whiteSpace: 'normal' }}>
          {receiptText(receipt)}
        </Chip>
      ))}
    </Stack>
  );
}

/** Payments and refunds, a table from 600 px and cards below. */
export function PaymentList({ movements }: { movements: readonly PaymentMovement[] }) {
  return <ResponsiveTable label="Платежи и возвраты" rows={movements} columns={columns} rowKey={(movement) => movement.id} empty="Платежей с такими условиями нет." />;
}
