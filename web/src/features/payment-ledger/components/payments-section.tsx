import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { MonthlyTotal, MovementReceipt, PaymentMovement, PaymentPage } from '../../../api/generated/model';
import { DownloadIcon } from '../../../components/icons/icons';
import { useAuditTotals } from '../api/monthly-totals';
import { MonthlyTotals } from './monthly-totals';
import { paymentsExportUrl, usePaymentPage, useReceiptProblems } from '../api/payment-queries';
import { PaymentFilters, type PaymentFilter } from './payment-filters';
import { PaymentList, type ReceiptHandlers } from './payment-list';
import { useReceiptActions } from '../api/receipt-actions';
import { ReceiptByHandDialog } from './receipt-by-hand-dialog';
import { receiptName } from '../utils/payment-labels';
import { errorText } from '../../../lib/api-error';
import { plural } from '../../../lib/plural';

const pageSize = 50;

/** The back office's alert: a receipt not given in time is fined per payment. */
const receiptProblemsText = (count: number) =>
  `${count} ${plural(count, 'платёж или возврат', 'платежа или возврата', 'платежей или возвратов')} без зарегистрированного чека: отказ или слишком долгое ожидание. Отправьте чек ещё раз или зарегистрируйте его вручную в «Мой налог» или в кассе — за чек, не выданный вовремя, налоговая штрафует.`;

export type PaymentsViewProps = {
  totals: readonly MonthlyTotal[] | undefined;
  page: PaymentPage | undefined;
  /** Movements of the whole history without a registered receipt (undefined while loading). */
  receiptProblems: number | undefined;
  failed: boolean;
  filter: PaymentFilter;
  onFilter: (filter: PaymentFilter) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  exportUrl: string;
  /** What a problem receipt offers; without it the list only shows. */
  receiptHandlers?: ReceiptHandlers;
};

/** «Платежи»: the monthly totals, then every payment and refund, filtered, paged, and as CSV. */
export function PaymentsView({ totals, page, receiptProblems, failed, filter, onFilter, onPage, onRetry, exportUrl, receiptHandlers }: PaymentsViewProps) {
  const pages = page ? Math.max(1, Math.ceil(page.total / page.page_size)) : 1;
  return (
    <Stack spacing={3}>
      <section aria-labelledby="totals-heading">
        <Typography id="totals-heading" level="h3" component="h2" sx={{ mb: 1 }}>
          Итоги по месяцам
        </Typography>
        {totals ? <MonthlyTotals totals={totals} /> : <CircularProgress size="sm" aria-label="Загрузка итогов" />}
      </section>
      <Stack component="section" aria-labelledby="payments-heading" spacing={1.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography id="payments-heading" level="h3" component="h2">
            Платежи и возвраты
          </Typography>
          <Button component="a" href={exportUrl} download variant="outlined" startDecorator={<DownloadIcon />}>
            Скачать CSV для бухгалтера
          </Button>
        </Stack>
        {receiptProblems && filter.receipt !== 'problem' ? (
          <Alert
            color="danger"
            variant="soft"
            endDecorator={
              <Button size="sm" variant="solid" color="danger" onClick={() => onFilter({ receipt: 'problem' })}>
                Показать
              </Button>
            }
          >
            {receiptProblemsText(receiptProblems)}
          </Alert>
        ) : null}
        <PaymentFilters filter={filter} months={(totals ?? []).map((total) => total.month)} onChange={onFilter} />
        {page ? (
          <>
            <Typography level="body-sm">Найдено: {page.total}</Typography>
            <PaymentList movements={page.items} handlers={receiptHandlers} />
            {pages > 1 ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Button variant="outlined" size="sm" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
                  Назад
                </Button>
                <Typography level="body-sm">
                  Страница {page.page} из {pages}
                </Typography>
                <Button variant="outlined" size="sm" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
                  Дальше
                </Button>
              </Stack>
            ) : null}
          </>
        ) : failed ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography level="body-md">Не удалось загрузить платежи.</Typography>
            <Button variant="outlined" onClick={onRetry}>
              Повторить
            </Button>
          </Stack>
        ) : (
          <CircularProgress size="sm" aria-label="Загрузка платежей" />
        )}
      </Stack>
    </Stack>
  );
}

/** The section with its data: a new filter starts again from the first page. */
export function PaymentsSection() {
  const [filter, setFilter] = useState<PaymentFilter>({});
  const [pageNumber, setPageNumber] = useState(1);
  const [byHand, setByHand] = useState<{ movement: PaymentMovement; receipt: MovementReceipt } | null>(null);
  const totals = useAuditTotals();
  const page = usePaymentPage({ ...filter, page: pageNumber, page_size: pageSize });
  const receiptProblems = useReceiptProblems();
  const receipts = useReceiptActions();
  return (
    <>
      <PaymentsView
        totals={totals.data}
        page={page.data}
        receiptProblems={receiptProblems.data?.count}
        failed={page.isError}
        filter={filter}
        onFilter={(next) => {
          setFilter(next);
          setPageNumber(1);
        }}
        onPage={setPageNumber}
        onRetry={() => void page.refetch()}
        exportUrl={paymentsExportUrl(filter)}
        receiptHandlers={{
          onRetry: (movement, receipt) => {
            if (receipt.receipt_id) receipts.retryReceipt(movement.purchase_id, receipt.receipt_id);
          },
          onByHand: (movement, receipt) => {
            receipts.byHand.reset();
            setByHand({ movement, receipt });
          },
          retrying: receipts.retry.isPending,
        }}
      />
      {byHand && (
        <ReceiptByHandDialog
          receiptName={receiptName(byHand.receipt)}
          selfEmployed={byHand.receipt.registrar === 'my_tax'}
          pending={receipts.byHand.isPending}
          error={receipts.byHand.error ? errorText(receipts.byHand.error) : undefined}
          onSave={(link) => {
            if (byHand.receipt.receipt_id) receipts.markByHand(byHand.movement.purchase_id, byHand.receipt.receipt_id, link, () => setByHand(null));
          }}
          onClose={() => setByHand(null)}
        />
      )}
    </>
  );
}
