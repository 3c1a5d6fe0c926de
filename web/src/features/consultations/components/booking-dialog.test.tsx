// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsultationDay, ConsultationType } from '../../../api/generated/model';
import { MemoryRouter } from 'react-router';
import { BookingDialog } from './booking-dialog';

afterEach(cleanup);

const day: ConsultationDay = {
  date: '2027-03-10',
  times: [
    { start: '2027-03-10T07:00:00.000Z', value: '10:00' },
    { start: '2027-03-10T09:00:00.000Z', value: '12:00' },
  ],
};
const types: ConsultationType[] = [
  { id: 1, sessions: 1, name: 'Разовая сессия', icon: 'one', description: '', additional: '', amount: 3500, on_sale: true },
  { id: 2, sessions: 5, name: 'Пакет из 5 сессий', icon: 'five', description: '', additional: '', amount: 15750, on_sale: true },
];

function renderDialog(props: Partial<Parameters<typeof BookingDialog>[0]> = {}) {
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <BookingDialog open day={day} types={types} credits={0} onSubmit={onSubmit} onClose={() => undefined} {...props} />
    </MemoryRouter>,
  );
  return onSubmit;
}

describe('the booking dialog', () => {
  it('should book the chosen time and type, with the price of the type chosen', async () => {
    // Clicks reach disabled buttons too (Joy gives them pointer-events: none), to show they do nothing.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Дата записи на сессию 10.03.2027' })).toBeTruthy();
    expect(screen.getByText(/Стоимость: 3[\s ]500/)).toBeTruthy();

    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: '12:00' }));
    await user.click(screen.getByRole('radio', { name: /Пакет из 5 сессий/ }));
    expect(screen.getByText(/Стоимость: 15[\s ]750/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Купить' }));

    expect(onSubmit).toHaveBeenCalledWith({ type: types[1], slotStart: '2027-03-10T09:00:00.000Z' });
  });

  it('should ask the payment consent for a paid session until she has given it, and send it ticked; never for a package session', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = renderDialog({ paymentConsentAsked: true });
    const box = screen.getByRole('checkbox', { name: 'Даю согласие на передачу данных ЮKassa для оплаты' });
    await user.click(screen.getByRole('button', { name: 'Купить' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Купить' }));
    expect(onSubmit).toHaveBeenCalledWith({ type: types[0], slotStart: '2027-03-10T07:00:00.000Z', paymentConsent: true });
    cleanup();

    renderDialog({ paymentConsentAsked: true, credits: 3 });
    expect(screen.queryByRole('checkbox', { name: /ЮKassa/ })).toBeNull();
  });

  it('should ask the video rooms’ consent with every booking while the coach uses a room service, a package session too', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = renderDialog({ roomsConsentAsked: 'Jitsi Meet', credits: 3 });
    const box = screen.getByRole('checkbox', { name: 'Даю согласие на передачу имени сервису видеокомнат «Jitsi Meet», где проходят сессии' });
    await user.click(screen.getByRole('button', { name: 'Записаться (сессия из пакета)' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Записаться (сессия из пакета)' }));
    expect(onSubmit).toHaveBeenCalledWith({ type: types[0], slotStart: '2027-03-10T07:00:00.000Z', roomsConsent: true });
    cleanup();

    renderDialog({ roomsConsentAsked: null });
    expect(screen.queryByRole('checkbox', { name: /видеокомнат/ })).toBeNull();
  });

  it('should take a single session from her package without payment', async () => {
    // Clicks reach disabled buttons too (Joy gives them pointer-events: none), to show they do nothing.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = renderDialog({ credits: 3 });
    expect(screen.getByText('Осталось сессий из пакета: 3. Оплата не понадобится.')).toBeTruthy();
    expect(screen.getByText('Стоимость: сессия из пакета')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Записаться (сессия из пакета)' }));
    expect(onSubmit).toHaveBeenCalledWith({ type: types[0], slotStart: '2027-03-10T07:00:00.000Z' });
  });

  it('should preselect her package’s own type while she has its sessions, its times following its length', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onTypeChange = vi.fn();
    const onSubmit = renderDialog({ credits: 4, creditType: 2, onTypeChange });
    const own = screen.getByRole('radio', { name: 'Пакет из 5 сессий — сессия из пакета' });
    expect(own).toHaveProperty('checked', true);
    expect(onTypeChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByText('Стоимость: сессия из пакета')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Записаться (сессия из пакета)' }));
    expect(onSubmit).toHaveBeenCalledWith({ type: types[1], slotStart: '2027-03-10T07:00:00.000Z' });
  });

  it('should not book while the types are loading, nor twice while a booking is sent', async () => {
    // Clicks reach disabled buttons too (Joy gives them pointer-events: none), to show they do nothing.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const loading = renderDialog({ types: undefined });
    expect(screen.getByRole('button', { name: 'Купить' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Купить' }));
    expect(loading).not.toHaveBeenCalled();
    cleanup();

    const sending = renderDialog({ submitting: true });
    // Joy's loading button is disabled and shows its progress indicator.
    const button = screen.getByRole('button', { name: /Купить/ });
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);
    expect(sending).not.toHaveBeenCalled();
  });
});
