// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { BuyProduct } from './buy-product';

const server = startApiServerForFile();
afterEach(() => {
  cleanup();
  authStore.clear();
});

const workbook = { id: 2, name: 'Рабочая тетрадь', icon: 'book', description: '<p>PDF</p>', amount: 990 };

describe('a promo code in the purchase dialog of a paid product', () => {
  it('should check the code, show the old price struck through and the new one, and buy with it', async () => {
    const user = userEvent.setup();
    authStore.setUser({ id: 'u-1', email: 'anna@example.ru', is_superuser: false });
    const checked: string[] = [];
    const bought: unknown[] = [];
    server.use(
      csrfCookieHandler,
      http.get('*/api/user-product/', () => HttpResponse.json([])),
      // Her first paid purchase: the payment consent is not given yet.
      http.get('*/api/setting/consents/', () => HttpResponse.json({ consents: [] })),
      http.get('*/api/promo-codes/:code/', ({ params, request }) => {
        const url = new URL(request.url);
        checked.push(`${String(params.code)} ${url.searchParams.get('product')} ${url.searchParams.get('type')}`);
        if (params.code === 'staryi') return HttpResponse.json({ detail: 'Срок действия промокода истёк.' }, { status: 409 });
        return HttpResponse.json({ code: 'VESNA20', full_amount: 990, discount: 198, amount: 792 });
      }),
      http.post('*/api/buy/', async ({ request }) => {
        bought.push(await request.json());
        return HttpResponse.json({ result: false, free: false, data: { id: '' } });
      }),
    );
    renderWithApp(<BuyProduct product={workbook} onDone={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: workbook.name });

    await user.click(within(dialog).getByRole('button', { name: 'Есть промокод?' }));
    await user.type(within(dialog).getByLabelText('Промокод'), 'staryi');
    await user.click(within(dialog).getByRole('button', { name: 'Применить' }));
    expect(await within(dialog).findByText('Срок действия промокода истёк.')).toBeTruthy();
    expect(within(dialog).queryByText(/^792\s₽$/)).toBeNull();

    await user.clear(within(dialog).getByLabelText('Промокод'));
    await user.type(within(dialog).getByLabelText('Промокод'), 'vesna20');
    await user.click(within(dialog).getByRole('button', { name: 'Применить' }));
    const newPrice = await within(dialog).findByText(/^792\s₽$/);
    const oldPrice = within(dialog).getByText(/^990\s₽$/);
    expect(oldPrice.tagName).toBe('DEL');
    expect(newPrice.tagName).not.toBe('DEL');
    expect(within(dialog).getByText(/Промокод VESNA20 применён: скидка 198/)).toBeTruthy();
    expect(checked).toEqual(['staryi product 2', 'vesna20 product 2']);

    // «Купить» waits for the required payment consent.
    expect(within(dialog).getByRole('button', { name: 'Купить' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Даю согласие на передачу данных ЮKassa для оплаты' }));
    await user.click(within(dialog).getByRole('button', { name: 'Купить' }));
    await expect.poll(() => bought).toEqual([{ product: 'product', type: 2, amount: 990, promo_code: 'VESNA20', payment_consent: true }]);
  });

  it('should offer no code for a free product', async () => {
    server.use(csrfCookieHandler);
    renderWithApp(<BuyProduct product={{ ...workbook, amount: 0 }} onDone={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: workbook.name });
    expect(within(dialog).queryByRole('button', { name: 'Есть промокод?' })).toBeNull();
  });
});
