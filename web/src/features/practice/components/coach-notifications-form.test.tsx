// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoachNotifications } from '../../../api/generated/model';
import { renderWithApp } from '../../../testing/render';
import { CoachNotificationsForm } from './coach-notifications-form';

afterEach(cleanup);

const allOn: CoachNotifications = {
  kinds: { booking: true, purchase: true, move: true, cancellation: true, refund: true, receipt_problem: true, testimonial: true, waitlist: true },
  digest: false,
  digest_hour: 9,
  email: 'maria@petrova-coach.ru',
};

describe('the coach\'s «Уведомления»', () => {
  it('should say where the mails go, switch a kind off and choose the morning digest', () => {
    const onSave = vi.fn();
    renderWithApp(<CoachNotificationsForm notifications={allOn} onSave={onSave} />);
    expect(screen.getByText(/Письма приходят на maria@petrova-coach\.ru/)).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Покупки' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Одной сводкой в 9:00 утра по вашему времени' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить уведомления' }));
    expect(onSave).toHaveBeenCalledWith({ kinds: { ...allOn.kinds, purchase: false }, digest: true });
  });
});
