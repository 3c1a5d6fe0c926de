import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MovementReceipt } from '../web/src/api/generated/model';
import { AlertHost } from '../web/src/components/alert/alert-host';
import { clearAlert } from '../web/src/components/alert/alert-store';
import { PaymentsSection, PaymentsView } from '../web/src/features/payment-ledger/components/payments-section';
import { csrfHandler } from './api-fixtures';
import { monthlyTotals, pageWithReceipt, paymentPage, refusedReceipt } from './back-office-fixtures';
import { siteHandlers } from './mock-api';

const meta = {
  title: 'Кабинет коуча/Платежи',
  component: PaymentsView,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 1100, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    totals: monthlyTotals,
    page: paymentPage,
    receiptProblems: 2,
    failed: false,
    filter: {},
    onFilter: fn(),
    onPage: fn(),
    onRetry: fn(),
    exportUrl: '/api/admin/payments/export/',
  },
} satisfies Meta<typeof PaymentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Totals, then payments and refunds with what was paid for, who paid and how. */
export const Full: Story = {};

/** On a phone every payment is a card. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Filtered to November's packages, on the second of several pages. */
export const FilteredAndPaged: Story = {
  args: { filter: { month: '2026-11', type: 'package' }, page: { ...paymentPage, items: paymentPage.items.slice(2, 3), total: 120, page: 2 } },
};

export const Empty: Story = { args: { totals: [], page: { items: [], total: 0, page: 1, page_size: 50 }, receiptProblems: 0 } };

export const Loading: Story = { args: { totals: undefined, page: undefined } };

export const Failed: Story = { args: { page: undefined, failed: true } };

/** Where the link to a receipt made by hand in «Мой налог» leads. */
const receiptLink = 'https://lknpd.nalog.ru/api/v1/receipt/1/2/print';

/**
 * «Платежи» with its data over one payment whose receipt `registrar` refused. `answer` answers the
 * retry and the mark by hand, each recorded in `writes` (path, body); a success leaves the receipt
 * made by hand, with its link. `reset` (the story's beforeEach) starts again from the refusal.
 */
function refusedReceiptLedger(registrar: MovementReceipt['registrar'], answer: () => Response) {
  const writes = fn<(path: string, body: unknown) => void>();
  let current = refusedReceipt(registrar);
  const handlers = [
    ...siteHandlers,
    csrfHandler,
    http.get('*/api/audit/totals/', () => HttpResponse.json([])),
    http.get('*/api/admin/payments/receipt-problems/', () => HttpResponse.json({ count: current.status === 'succeeded' ? 0 : 1 })),
    http.get('*/api/admin/payments/', () => HttpResponse.json(pageWithReceipt(current))),
    http.post('*/api/purchase/:id/receipts/:receiptId/:action/', async ({ request }) => {
      writes(new URL(request.url).pathname, await request.json().catch(() => undefined));
      const answered = answer();
      if (answered.ok) current = { ...current, status: 'succeeded', registered_by_hand: true, link: receiptLink };
      return answered;
    }),
  ];
  const reset = () => {
    current = refusedReceipt(registrar);
    writes.mockClear();
    clearAlert();
  };
  return { handlers, writes, reset };
}

/** The section as the coach's cabinet shows it: with its data, and the page alert its actions answer in. */
const renderLedger = () => (
  <>
    <AlertHost />
    <PaymentsSection />
  </>
);

/** The list as a table (the cards below 600 px repeat it). */
const ledgerTable = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('table', { name: 'Платежи и возвраты' }));

const cashRegisterRefusal = refusedReceiptLedger('cash_register', () =>
  HttpResponse.json({ result: true, message: 'Чек отправлен ещё раз: касса ответит в течение нескольких минут.' }),
);

/** A cash register refused a payment's receipt: the coach sends it again, and the page says so. */
export const ReceiptSentAgain: Story = {
  parameters: { msw: { handlers: cashRegisterRefusal.handlers } },
  beforeEach: cashRegisterRefusal.reset,
  render: renderLedger,
  play: async ({ canvasElement }) => {
    const list = await ledgerTable(canvasElement);
    await expect(await list.findByText('чек оплаты: отказ, отправьте ещё раз или зарегистрируйте вручную')).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: 'Отправить ещё раз' }));
    await expect(await within(canvasElement).findByText('Чек отправлен ещё раз: касса ответит в течение нескольких минут.')).toBeVisible();
    await expect(cashRegisterRefusal.writes.mock.calls.map(([path]) => path)).toEqual(['/api/purchase/p-41/receipts/payment/retry/']);
  },
};

const myTaxRefusal = refusedReceiptLedger('my_tax', () => HttpResponse.json({ result: true, message: 'Чек отмечен как выданный.' }));

/** «Мой налог» refused it: not offered again, but marked as made there, with its link (an https one), and then it opens. */
export const ReceiptMadeByHand: Story = {
  parameters: { msw: { handlers: myTaxRefusal.handlers } },
  beforeEach: myTaxRefusal.reset,
  render: renderLedger,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const list = await ledgerTable(canvasElement);
    await expect(await list.findByText('чек оплаты: отказ, зарегистрируйте вручную')).toBeVisible();
    await expect(list.queryByRole('button', { name: 'Отправить ещё раз' })).toBeNull();

    await userEvent.click(list.getByRole('button', { name: 'Выдан вручную' }));
    const dialog = await screen.findByRole('dialog', { name: 'Чек выдан вручную' });
    await expect(dialog).toHaveTextContent('«Мой налог»');
    const inDialog = within(dialog);
    const link = inDialog.getByRole('textbox', { name: 'Ссылка на чек' });
    await userEvent.type(link, 'http://lknpd.nalog.ru/x');
    await expect(inDialog.getByText('Ссылка должна начинаться с https://')).toBeVisible();
    await expect(inDialog.getByRole('button', { name: 'Отметить чек выданным' })).toBeDisabled();
    await userEvent.clear(link);
    await userEvent.type(link, receiptLink);
    await userEvent.click(inDialog.getByRole('button', { name: 'Отметить чек выданным' }));

    await expect(await screen.findByText('Чек отмечен как выданный.')).toBeVisible();
    await expect(myTaxRefusal.writes.mock.calls.map(([, body]) => body)).toEqual([{ link: receiptLink }]);
    await expect(await list.findByText('чек оплаты: выдан вручную')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Открыть чек' })).toHaveAttribute('href', receiptLink);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

const refusedMark = refusedReceiptLedger('my_tax', () => HttpResponse.json({ detail: 'Чек не найден.', message: 'Чек не найден.' }, { status: 404 }));

/**
 * The server refuses the mark by hand: the dialog stays open with the reason; closed, it leaves the
 * receipt refused. (The story ends closed: the open dialog hides the page behind it with aria-hidden,
 * which axe's «aria-hidden-focus» counts against the page's own buttons.)
 */
export const ReceiptMarkRefused: Story = {
  parameters: { msw: { handlers: refusedMark.handlers } },
  beforeEach: refusedMark.reset,
  render: renderLedger,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const list = await ledgerTable(canvasElement);
    await userEvent.click(await list.findByRole('button', { name: 'Выдан вручную' }));
    const dialog = await screen.findByRole('dialog', { name: 'Чек выдан вручную' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отметить чек выданным' }));
    await expect(await within(dialog).findByText('Чек не найден.')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(list.getByText('чек оплаты: отказ, зарегистрируйте вручную')).toBeVisible();
  },
};
