// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfCookieHandler, startApiServerForFile } from '../../testing/api-server';
import { renderWithApp } from '../../testing/render';
import { AlertHost } from '../alert/alert-host';
import { clearAlert } from '../alert/alert-store';
import { SandboxCheckout } from './sandbox-checkout';

const server = startApiServerForFile();
afterEach(() => {
  cleanup();
  clearAlert();
});

const purchase = { id: 'p-1', confirmationToken: 'token-1', provider: 'sandbox' as const, amount: 3500 };

const closeWindow = async (onClose: () => void) => {
  renderWithApp(
    <>
      <AlertHost />
      <SandboxCheckout purchase={purchase} onClose={onClose} />
    </>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Отклонить оплату' }));
  // The modal hides the rest of the page from the accessibility tree while it stays open (`onClose` is a spy here).
  return screen.findByRole('alert', { hidden: true });
};

describe('closing the test payment window', () => {
  it('should say the payment was declined and nothing charged, then hand control back', async () => {
    server.use(
      csrfCookieHandler,
      http.post('*/api/sandbox/checkout/token-1', () => HttpResponse.json({ result: false, message: 'Платёж отклонён.' })),
      http.get('*/api/buySuccessId/', () => HttpResponse.json({ result: false })),
    );
    const onClose = vi.fn();
    const alert = await closeWindow(onClose);
    expect(alert.textContent).toContain('Тестовая оплата отклонена: деньги не списаны, покупка отменена.');
    expect(onClose).toHaveBeenCalled();
  });

  it('should say so when the decline did not reach the server', async () => {
    server.use(csrfCookieHandler, http.post('*/api/sandbox/checkout/token-1', () => HttpResponse.error()));
    const alert = await closeWindow(vi.fn());
    expect(alert.textContent).toContain('Не удалось отклонить тестовую оплату');
  });
});
