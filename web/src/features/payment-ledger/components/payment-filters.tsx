import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import { useId } from 'react';
import type { ListPaymentsParams, PaymentItemKind, PaymentMovementKind } from '../../../api/generated/model';
import { itemKindLabels, monthLabel, movementLabels } from '../utils/payment-labels';

export type PaymentFilter = Pick<ListPaymentsParams, 'month' | 'type' | 'status' | 'receipt'>;

const entries = <Key extends string>(labels: Readonly<Record<Key, string>>) => Object.entries(labels) as [Key, string][];

export type PaymentFiltersProps = {
  filter: PaymentFilter;
  /** The months that had payments or refunds (`YYYY-MM`, Moscow time), newest first. */
  months: readonly string[];
  onChange: (filter: PaymentFilter) => void;
};

/** Month (Moscow), what was paid for, payment or refund, and receipt problems; «все» clears a filter. */
export function PaymentFilters({ filter, months, onChange }: PaymentFiltersProps) {
  const ids = { month: useId(), type: useId(), status: useId(), receipt: useId() };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <FormControl sx={{ minWidth: 180 }}>
        <FormLabel id={ids.month}>Месяц</FormLabel>
        <Select<string>
          aria-labelledby={ids.month}
          value={filter.month ?? 'all'}
          onChange={(_event, month) => onChange({ ...filter, month: month && month !== 'all' ? month : undefined })}
        >
          <Option value="all">Все месяцы</Option>
          {months.map((month) => (
            <Option key={month} value={month}>
              {monthLabel(month)}
            </Option>
          ))}
        </Select>
      </FormControl>
      <FormControl sx={{ minWidth: 180 }}>
        <FormLabel id={ids.type}>Что оплачено</FormLabel>
        <Select<PaymentItemKind | 'all'>
          aria-labelledby={ids.type}
          value={filter.type ?? 'all'}
          onChange={(_event, type) => onChange({ ...filter, type: type && type !== 'all' ? type : undefined })}
        >
          <Option value="all">Всё</Option>
          {entries(itemKindLabels).map(([key, label]) => (
            <Option key={key} value={key}>
              {label}
            </Option>
          ))}
        </Select>
      </FormControl>
      <FormControl sx={{ minWidth: 160 }}>
        <FormLabel id={ids.status}>Операция</FormLabel>
        <Select<PaymentMovementKind | 'all'>
          aria-labelledby={ids.status}
          value={filter.status ?? 'all'}
          onChange={(_event, status) => onChange({ ...filter, status: status && status !== 'all' ? status : undefined })}
        >
          <Option value="all">Оплаты и возвраты</Option>
          {entries(movementLabels).map(([key, label]) => (
            <Option key={key} value={key}>
              {label}
            </Option>
          ))}
        </Select>
      </FormControl>
      <FormControl sx={{ minWidth: 160 }}>
        <FormLabel id={ids.receipt}>Чеки</FormLabel>
        <Select<'problem' | 'all'>
          aria-labelledby={ids.receipt}
          value={filter.receipt ?? 'all'}
          onChange={(_event, receipt) => onChange({ ...filter, receipt: receipt === 'problem' ? 'problem' : undefined })}
        >
          <Option value="all">Все</Option>
          <Option value="problem">Без чека или с отказом</Option>
        </Select>
      </FormControl>
    </Stack>
  );
}
