// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductType, PurchasedProduct } from '../../../api/generated/model';
import { authStore } from '../../../lib/auth-store';
import { startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { ProductsScreen } from './products-screen';

const server = startApiServerForFile();
afterEach(() => {
  cleanup();
  authStore.clear();
});

const product = (id: number, name: string): ProductType => ({ id, name, icon: 'wheel', description: '<p>Описание</p>', amount: 990 });
const catalogue = [product(1, '5 шагов к поиску своего призвания'), product(2, 'Колесо баланса'), product(3, 'Дневник решений'), product(4, 'Карта ценностей')];
const bought = (type: ProductType, refunded_at: string | null = null): PurchasedProduct => ({
  id: `p-${type.id}`,
  type: { id: type.id, name: type.name },
  payment_info: { id: `p-${type.id}`, amount: 990, date: '2026-11-14T16:40:00.000Z', method: 'sandbox', receipt: null, receipt_status: null },
  refunded_at,
});

describe('the cabinet’s products', () => {
  it('should not offer under «Купить новые продукты» what she already owns, but offer again what was refunded', async () => {
    authStore.setUser({ id: 'u-1', email: 'anna@example.ru', is_superuser: false });
    server.use(
      http.get('*/api/dictionary/productType/', () => HttpResponse.json(catalogue)),
      http.get('*/api/user-product/', () => HttpResponse.json([bought(catalogue[1]!), bought(catalogue[2]!, '2026-11-20T09:05:00.000Z')])),
    );
    renderWithApp(<ProductsScreen />, { path: '/lk/product' });
    const offered = await screen.findByRole('region', { name: 'Купить новые продукты' });
    await within(offered).findByText('Карта ценностей');
    expect(within(offered).getByText('Дневник решений')).toBeTruthy();
    expect(within(offered).queryByText('Колесо баланса')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Купленные продукты' })).getByText('Колесо баланса')).toBeTruthy();
  });
});
