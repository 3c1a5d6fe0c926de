// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { MovementReceipt, PaymentMovement, PaymentPage } from '../../../api/generated/model';
import { AlertHost } from '../../../components/alert/alert-host';
import { clearAlert } from '../../../components/alert/alert-store';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { PaymentsSection } from './payments-section';

const server = startApiServerForFile();
afterEach(cleanup);

const refused = (registrar: MovementReceipt['registrar']): MovementReceipt => ({
  receipt_id: 'payment',
  kind: 'payment',
  status: 'canceled',
  overdue: false,
  amount: 1900,
  requested_at: '2026-11-27T10:00:00.000Z',
  answered_at: '2026-11-27T10:00:05.000Z',
  fiscal: null,
  attempt: 1,
  registrar,
  registered_by_hand: false,
  link: null,
});

const movement = (receipt: MovementReceipt): PaymentMovement => ({
  id: '41',
  purchase_id: 'p-41',
  status: 'paid',
  type: 'product',
  at: '2026-11-27T10:00:00.000Z',
  amount: 1900,
  description: 'Рабочая тетрадь',
  buyer: 'olga@example.ru',
  method: 'bank_card',
  receipts: [receipt],
  receipt_problem: receipt.status !== 'succeeded',
});

/** The list as a table (the cards below 600 px repeat it). */
const table = async () => within(await screen.findByRole('table', { name: 'Платежи и возвраты' }));

const pageOf = (receipt: MovementReceipt): PaymentPage => ({ items: [movement(receipt)], total: 1, page: 1, page_size: 50 });

/** «Платежи» over a list whose one payment has `receipt`; `onWrite` answers the retry and the mark by hand. */
function renderLedger(receipt: MovementReceipt, onWrite: (path: string, body: unknown) => Promise<Response> | Response) {
  let current = receipt;
  server.use(
    csrfCookieHandler,
    http.get('*/api/audit/totals/', () => HttpResponse.json([])),
    http.get('*/api/admin/payments/receipt-problems/', () => HttpResponse.json({ count: current.status === 'succeeded' ? 0 : 1 })),
    http.get('*/api/admin/payments/', () => HttpResponse.json(pageOf(current))),
    http.post('*/api/purchase/:id/receipts/:receiptId/:action/', async ({ request }) => {
      const answer = await onWrite(new URL(request.url).pathname, await request.json().catch(() => undefined));
      if (answer.ok) current = { ...current, status: 'succeeded', registered_by_hand: true, link: 'https://lknpd.nalog.ru/api/v1/receipt/1/2/print' };
      return answer;
    }),
  );
  clearAlert();
  renderWithApp(
    <>
      <AlertHost />
      <PaymentsSection />
    </>,
  );
}

describe('«Платежи»: a refused receipt', () => {
  it('should be sent again from a cash register, and say so', async () => {
    const writes: string[] = [];
    renderLedger(refused('cash_register'), (path) => {
      writes.push(path);
      return HttpResponse.json({ result: true, message: 'Чек отправлен ещё раз: касса ответит в течение нескольких минут.' });
    });
    const list = await table();
    expect(await list.findByText('чек оплаты: отказ, отправьте ещё раз или зарегистрируйте вручную')).toBeTruthy();
    fireEvent.click(list.getByRole('button', { name: 'Отправить ещё раз' }));
    expect(await screen.findByText('Чек отправлен ещё раз: касса ответит в течение нескольких минут.')).toBeTruthy();
    expect(writes).toEqual(['/api/purchase/p-41/receipts/payment/retry/']);
  });

  it('should not be offered again from «Мой налог», but be marked as made there, with its link, and then open', async () => {
    const bodies: unknown[] = [];
    renderLedger(refused('my_tax'), (_path, body) => {
      bodies.push(body);
      return HttpResponse.json({ result: true, message: 'Чек отмечен как выданный.' });
    });
    const list = await table();
    expect(await list.findByText('чек оплаты: отказ, зарегистрируйте вручную')).toBeTruthy();
    expect(list.queryByRole('button', { name: 'Отправить ещё раз' })).toBeNull();
    fireEvent.click(list.getByRole('button', { name: 'Выдан вручную' }));
    const dialog = await screen.findByRole('dialog', { name: 'Чек выдан вручную' });
    expect(dialog.textContent).toContain('«Мой налог»');
    const link = within(dialog).getByRole('textbox', { name: 'Ссылка на чек' });
    fireEvent.change(link, { target: { value: 'http://lknpd.nalog.ru/x' } });
    expect(within(dialog).getByText('Ссылка должна начинаться с https://')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Отметить чек выданным' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(link, { target: { value: 'https://lknpd.nalog.ru/api/v1/receipt/1/2/print' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отметить чек выданным' }));
    expect(await screen.findByText('Чек отмечен как выданный.')).toBeTruthy();
    expect(bodies).toEqual([{ link: 'https://lknpd.nalog.ru/api/v1/receipt/1/2/print' }]);
    expect(await list.findByText('чек оплаты: выдан вручную')).toBeTruthy();
    expect(list.getByRole('link', { name: 'Открыть чек' }).getAttribute('href')).toBe('https://lknpd.nalog.ru/api/v1/receipt/1/2/print');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should keep the dialog open with the reason when the server refuses', async () => {
    renderLedger(refused('my_tax'), () => HttpResponse.json({ detail: 'Чек не найден.', message: 'Чек не найден.' }, { status: 404 }));
    fireEvent.click(await (await table()).findByRole('button', { name: 'Выдан вручную' }));
    const dialog = await screen.findByRole('dialog', { name: 'Чек выдан вручную' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отметить чек выданным' }));
    expect(await within(dialog).findByText('Чек не найден.')).toBeTruthy();
  });
});
