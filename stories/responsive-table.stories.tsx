import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResponsiveTable, type ResponsiveColumn } from '../web/src/components/responsive-table/responsive-table';

type Payment = { id: string; date: string; client: string; service: string; amount: string };

const columns: ResponsiveColumn<Payment>[] = [
  { header: 'Дата', width: '120px', cell: (payment) => payment.date },
  { header: 'Клиент', cell: (payment) => payment.client },
  { header: 'Услуга', cell: (payment) => payment.service },
  { header: 'Сумма', width: '110px', cell: (payment) => payment.amount },
];

const payments: Payment[] = [
  { id: '1', date: '02.12.2026', client: 'anna.petrova@example.ru', service: 'Коуч-сессия', amount: '3 500 ₽' },
  { id: '2', date: '03.12.2026', client: 'гость (olga.sidorova.very.long.address@example.ru)', service: 'Рабочая тетрадь «Колесо баланса»', amount: '990 ₽' },
  { id: '3', date: '05.12.2026', client: 'maria@example.ru', service: 'Пакет из 10 сессий', amount: '29 750 ₽' },
];

/** A table from 600 px; cards with each value under its header below that. */
function PaymentsTable({ rows }: { rows: readonly Payment[] }) {
  return (
    <Box sx={{ p: 2 }}>
      <ResponsiveTable label="Платежи" rows={rows} columns={columns} rowKey={(payment) => payment.id} empty="Платежей пока не было." />
    </Box>
  );
}

const meta = {
  title: 'Компоненты/Адаптивная таблица',
  component: PaymentsTable,
  args: { rows: payments },
} satisfies Meta<typeof PaymentsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

export const Empty: Story = { args: { rows: [] } };

/** Under 600 px: cards, long addresses wrap instead of clipping. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
