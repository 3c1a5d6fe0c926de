// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { PurchasedProduct } from '../../../api/generated/model';
import { authStore } from '../../../lib/auth-store';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { BuyProduct } from './buy-product';

const server = startApiServerForFile();
afterEach(cleanup);

const freeGuide = { id: 1, name: 'Гид «Пять шагов»', icon: 'book', description: '<p>PDF</p>', amount: 0 };

describe('the purchase dialog of a product (a guest)', () => {
  it('should name the missing fields without asking the server, then send the filled form and say where the link went', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    server.use(
      csrfCookieHandler,
      http.post('*/api/buy/', async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json({ result: true, free: true, message: 'Ссылка отправлена на почту' });
      }),
    );
    renderWithApp(<BuyProduct product={freeGuide} onDone={() => undefined} />);

    const dialog = await screen.findByRole('dialog', { name: freeGuide.name });
    await user.click(screen.getByRole('button', { name: 'Получить БЕСПЛАТНО' }));
    expect(screen.getAllByText('Обязательно')).toHaveLength(3);
    expect(requests).toEqual([]);

    await user.type(screen.getByLabelText('Электронная почта'), 'olga@example');
    await user.click(screen.getByRole('button', { name: 'Получить БЕСПЛАТНО' }));
    expect(screen.getByText('Введите корректный емаил')).toBeTruthy();
    expect(requests).toEqual([]);

    await user.type(screen.getByLabelText('Электронная почта'), '.ru');
    const [emailConfirmed, agreement] = screen.getAllByRole('checkbox');
    await user.click(emailConfirmed!);
    await user.click(agreement!);
    await user.click(screen.getByRole('button', { name: 'Получить БЕСПЛАТНО' }));

    expect(await screen.findByRole('alertdialog', { name: 'Проверьте почту' })).toBeTruthy();
    expect(screen.getByText('olga@example.ru')).toBeTruthy();
    expect(requests).toEqual([{ product: 'product', type: 1, amount: 0, email: 'olga@example.ru', agreement: true, notification: false }]);
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });
});

describe('the purchase dialog of a paid product (a signed-in client)', () => {
  const workbook = { id: 2, name: 'Рабочая тетрадь', icon: 'book', description: '<p>PDF</p>', amount: 990 };
  const purchase = (refunded_at: string | null): PurchasedProduct => ({
    id: 'p-1',
    type: { id: workbook.id, name: workbook.name },
    payment_info: { id: 'p-1', amount: 990, date: '2026-11-14T16:40:00.000Z', method: 'sandbox', receipt: null, receipt_status: null },
    refunded_at,
  });
  afterEach(() => authStore.clear());

  it('should offer the download of a product she has, and a new purchase of one that was refunded', async () => {
    authStore.setUser({ id: 'u-1', email: 'anna@example.ru', is_superuser: false });
    server.use(
      http.get('*/api/user-product/', () => HttpResponse.json([purchase(null)])),
      // She gave the payment consent with an earlier purchase: the dialog asks it no more.
      http.get('*/api/setting/consents/', () =>
        HttpResponse.json({ consents: [{ purpose: 'payment_provider', title: 'Передача данных платёжному сервису', processor: 'ЮKassa', country: 'Россия', document: '/user-payment-provider', version: '2026-12-03', given: true, given_at: '2026-11-21T10:00:00.000Z', cross_border: false, required_for: ['purchase'] }] }),
      ),
    );
    renderWithApp(<BuyProduct product={workbook} onDone={() => undefined} />);
    await screen.findByRole('button', { name: 'Скачать' });
    cleanup();

    let listed = false;
    server.use(
      http.get('*/api/user-product/', () => {
        listed = true;
        return HttpResponse.json([purchase('2026-11-20T09:05:00.000Z')]);
      }),
    );
    renderWithApp(<BuyProduct product={workbook} onDone={() => undefined} />);
    // The dialog offers «Купить» while her purchases load: judge it once the list has arrived and rendered.
    await waitFor(() => expect(listed).toBe(true));
    await new Promise((settled) => setTimeout(settled, 100));
    expect(screen.getByRole('button', { name: 'Купить' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Скачать' })).toBeNull();
  });
});
