// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schedule, SchedulePlan } from '../../../api/generated/model';
import { ScheduleEditor } from './schedule-editor';

afterEach(cleanup);

const schedule: Schedule = {
  weekly_plan: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: ['10:00'] })),
  exceptions: [],
  booking_window_days: 90,
  min_notice_days: 1,
  bookings_outside_plan: [],
  meeting_url: null,
  calendar_feed_url: 'https://coach.example.ru/api/calendar-feed/secret/',
  room_provider: 'static',
  configured_room_providers: ['static', 'jitsi'],
};

/** The editor on «Расписание» of an app with a data router (as the app's own), with a link to another page. */
function renderEditor() {
  const onSave = vi.fn<(plan: SchedulePlan) => void>();
  const router = createMemoryRouter(
    [
      {
        path: '/lk/admin/schedule',
        element: (
          <>
            <Link to="/lk/admin/clients">Клиенты</Link>
            <ScheduleEditor schedule={schedule} today="2026-11-22" onSave={onSave} />
          </>
        ),
      },
      { path: '/lk/admin/clients', element: <p>Страница клиентов</p> },
    ],
    { initialEntries: ['/lk/admin/schedule'] },
  );
  render(<RouterProvider router={router} />);
  return { onSave, router };
}

async function addDayOff(user: ReturnType<typeof userEvent.setup>, date: string) {
  await user.click(screen.getByRole('button', { name: 'Добавить особый день' }));
  const dialog = screen.getByRole('dialog', { name: 'Новый особый день' });
  fireEvent.change(within(dialog).getByLabelText('Дата'), { target: { value: date } });
  await user.click(within(dialog).getByRole('button', { name: 'Добавить в план' }));
}

const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the schedule editor', () => {
  it('should show a special day as unsaved until the plan is saved, and save it with the plan', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { onSave } = renderEditor();
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();

    await addDayOff(user, '2026-12-31');
    expect(screen.getByText('Есть несохранённые изменения')).toBeTruthy();
    expect(screen.getByText('Выходной')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Сохранить расписание' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ exceptions: [{ date: '2026-12-31', times: [] }], booking_window_days: 90, min_notice_days: 1 });
  });

  it('should save the notice in hours and the buffer with the plan', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { onSave } = renderEditor();
    fireEvent.change(screen.getByLabelText('Минимальный срок записи, часов до начала'), { target: { value: '2' } });
    expect(screen.getByText(/осталось 2 часа или больше, в том числе на сегодня/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Перерыв после сессии, минут'), { target: { value: '15' } });
    await user.click(screen.getByRole('button', { name: 'Сохранить расписание' }));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ min_notice_hours: 2, buffer_minutes: 15 });
  });

  it('should warn before leaving with unsaved changes, in the app and when the tab closes, and not without them', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderEditor();
    expect(beforeUnloadPrevented()).toBe(false);

    await addDayOff(user, '2026-12-31');
    expect(beforeUnloadPrevented()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Клиенты' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Уйти без сохранения?' });
    await user.click(within(warning).getByRole('button', { name: 'Остаться' }));
    expect(router.state.location.pathname).toBe('/lk/admin/schedule');
    expect(screen.getByText('Есть несохранённые изменения')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Клиенты' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Уйти без сохранения?' })).getByRole('button', { name: 'Уйти без сохранения' }));
    expect(await screen.findByText('Страница клиентов')).toBeTruthy();
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('should let the coach leave without a question once the changes are undone', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderEditor();
    await addDayOff(user, '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Отменить изменения' }));
    await user.click(screen.getByRole('link', { name: 'Клиенты' }));
    expect(await screen.findByText('Страница клиентов')).toBeTruthy();
  });
});
