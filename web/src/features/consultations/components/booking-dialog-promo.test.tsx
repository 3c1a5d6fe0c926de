// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsultationDay, ConsultationType } from '../../../api/generated/model';
import { startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { BookingDialog } from './booking-dialog';

const server = startApiServerForFile();
afterEach(cleanup);

const day: ConsultationDay = { date: '2027-03-10', times: [{ start: '2027-03-10T07:00:00.000Z', value: '10:00' }] };
const types: ConsultationType[] = [
  { id: 1, sessions: 1, name: 'Разовая сессия', icon: 'one', description: '', additional: '', amount: 3500, on_sale: true },
  { id: 2, sessions: 5, name: 'Пакет из 5 сессий', icon: 'five', description: '', additional: '', amount: 15750, on_sale: true },
];

describe('a promo code in the booking dialog', () => {
  it('should show the package price with the code, not for another type, and book with it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    server.use(
      http.get('*/api/promo-codes/:code/', ({ request }) =>
        new URL(request.url).searchParams.get('type') === '2'
          ? HttpResponse.json({ code: 'VESNA20', full_amount: 15750, discount: 3150, amount: 12600 })
          : HttpResponse.json({ detail: 'Промокод не действует на эту услугу.' }, { status: 400 }),
      ),
    );
    const onSubmit = vi.fn();
    renderWithApp(<BookingDialog open day={day} types={types} credits={0} onSubmit={onSubmit} onClose={() => undefined} />);

    await user.click(screen.getByRole('radio', { name: /Пакет из 5 сессий/ }));
    await user.click(screen.getByRole('button', { name: 'Есть промокод?' }));
    await user.type(screen.getByLabelText('Промокод'), 'vesna20');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect((await screen.findByText(/^15\s750\s₽$/)).tagName).toBe('DEL');
    expect(screen.getByText(/^12\s600\s₽$/)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /Разовая сессия/ }));
    expect(screen.getByText(/Стоимость: 3\s500/)).toBeTruthy();
    expect(screen.queryByText(/^12\s600\s₽$/)).toBeNull();

    // Back on the package, the code checked for it applies again.
    await user.click(screen.getByRole('radio', { name: /Пакет из 5 сессий/ }));
    expect(screen.getByText(/^12\s600\s₽$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Купить' }));
    expect(onSubmit).toHaveBeenCalledWith({ type: types[1], slotStart: '2027-03-10T07:00:00.000Z', promoCode: 'VESNA20' });
  });
});
