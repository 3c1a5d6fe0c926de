// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../api/generated/model';
import { AlertHost } from '../../../components/alert/alert-host';
import { clearAlert } from '../../../components/alert/alert-store';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { ProductsSection } from './product-management';

const server = startApiServerForFile();
afterEach(cleanup);

const withdrawn: Product = {
  id: 7,
  name: 'Дневник благодарности',
  icon: 'book',
  description: '<p>Тридцать дней записей.</p>',
  amount: 490,
  file: { id: 9, name: 'dnevnik', type: 'pdf' },
  on_sale: false,
  sold: 12,
  downloads: 15,
  versions: [],
};

async function restoreFromList(): Promise<HTMLElement> {
  clearAlert();
  renderWithApp(
    <>
      <AlertHost />
      <ProductsSection products={[withdrawn]} failed={false} onRetry={() => undefined} />
    </>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Вернуть в продажу: Дневник благодарности' }));
  return screen.findByRole('alert');
}

describe('«Вернуть в продажу»', () => {
  it('should say the product is on sale again', async () => {
    server.use(
      csrfCookieHandler,
      http.post('*/api/product/7/restore/', () => HttpResponse.json({ ...withdrawn, on_sale: true })),
      http.get('*/api/product/', () => HttpResponse.json([{ ...withdrawn, on_sale: true }])),
      http.get('*/api/dictionary/productType/', () => HttpResponse.json([])),
    );
    expect((await restoreFromList()).textContent).toContain('Продукт снова в продаже');
  });

  it('should say why it was not put back', async () => {
    server.use(csrfCookieHandler, http.post('*/api/product/7/restore/', () => HttpResponse.json({ detail: 'Продукт уже в продаже.' }, { status: 404 })));
    expect((await restoreFromList()).textContent).toContain('Продукт уже в продаже.');
  });
});
