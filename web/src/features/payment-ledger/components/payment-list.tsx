import Typography from '@mui/joy/Typography';
import { DateTime } from 'luxon';
import type { PaymentMovement } from '../../../api/generated/model';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table/responsive-table';
import { formatRoubles } from '../../../lib/money';
import { itemKindLabels, methodLabel, movementLabels } from '../utils/payment-labels';

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
  { header: 'Что оплачено', cell: (movement) => `${itemKindLabels[movement.type]}: ${movement.description}` },
  { header: 'Покупатель', cell: (movement) => movement.buyer ?? 'данные удалены' },
  { header: 'Способ', width: '110px', cell: (movement) => methodLabel(movement.method) || '—' },
];

/** Payments and refunds, a table from 600 px and cards below. */
export function PaymentList({ movements }: { movements: readonly PaymentMovement[] }) {
  return <ResponsiveTable label="Платежи и возвраты" rows={movements} columns={columns} rowKey={(movement) => movement.id} empty="Платежей с такими условиями нет." />;
}
