// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientCard, HomeworkAssignInput, HomeworkSummary } from '../../../api/generated/model';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { homeworkTemplates, wheelHomework } from '../../../testing/homework';
import { renderWithApp } from '../../../testing/render';
import { ClientHomework } from './client-homework';

const server = startApiServerForFile();
afterEach(cleanup);

const anna: ClientCard = {
  id: 'u-anna',
  kind: 'account',
  email: 'anna@example.ru',
  name: 'Анна',
  registered_at: '2026-11-01T09:00:00.000Z',
  credits_left: 3,
  consents: [],
  sessions: [
    { id: 12, start: '2026-12-02T07:00:00.000Z', type_name: 'Коуч-сессия', status: 'paid', outcome: 'held', summary: null, upcoming: false, cancelled_at: null },
    { id: 13, start: '2026-12-01T07:00:00.000Z', type_name: 'Коуч-сессия', status: 'cancelled', outcome: null, summary: null, upcoming: false, cancelled_at: '2026-11-30T09:00:00.000Z' },
  ],
  purchases: [],
  support_requests: [],
  notes: [],
};

/** Her history (empty until the coach assigns), the templates, and the assignments the coach sends, answered by `reply`. */
function serve(reply: (body: HomeworkAssignInput) => Response) {
  const sent: HomeworkAssignInput[] = [];
  let history: HomeworkSummary[] = [];
  server.use(
    csrfCookieHandler,
    http.get('*/api/admin/homework/', ({ request }) => HttpResponse.json(new URL(request.url).searchParams.get('user') === anna.id ? history : [])),
    http.get('*/api/admin/homework-templates/', () => HttpResponse.json(homeworkTemplates)),
    http.post('*/api/admin/homework/', async ({ request }) => {
      const body = (await request.json()) as HomeworkAssignInput;
      sent.push(body);
      const answer = reply(body);
      if (answer.ok) history = [wheelHomework];
      return answer;
    }),
  );
  return sent;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderWithApp(<ClientHomework client={anna} />);
  expect(await screen.findByText('Заданий ещё не было.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Назначить задание' }));
  return screen.findByRole('dialog', { name: 'Назначить задание' });
}

const setDue = (dialog: HTMLElement, date: string, time: string) => {
  fireEvent.change(within(dialog).getByLabelText(/Срок: дата/), { target: { value: date } });
  fireEvent.change(within(dialog).getByLabelText(/Срок: время/), { target: { value: time } });
};

describe('assigning homework from the client’s card', () => {
  it('should assign a template with a due moment on a Moscow clock and the session it follows, then list it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const sent = serve(() => HttpResponse.json(wheelHomework, { status: 201 }));
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByRole('combobox', { name: 'Шаблон' }));
    // An archived template is not offered.
    expect(screen.queryByRole('option', { name: 'Дневник благодарности' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Колесо баланса' }));
    setDue(dialog, '2030-12-09', '20:00');
    await user.click(within(dialog).getByRole('combobox', { name: 'После сессии' }));
    // A cancelled session is not offered.
    expect(screen.queryByRole('option', { name: /01\.12\.2026/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: '02.12.2026 10:00 (МСК) · Коуч-сессия' }));
    await user.click(within(dialog).getByRole('button', { name: 'Назначить' }));

    expect(await screen.findByRole('button', { name: 'Открыть «Колесо баланса»' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([{ user: 'u-anna', template_id: homeworkTemplates[0]!.id, due_at: '2030-12-09T17:00:00.000Z', consultation_id: 12 }]);
  });

  it('should ask for a template and a due moment ahead before sending anything', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const sent = serve(() => HttpResponse.json(wheelHomework, { status: 201 }));
    const dialog = await openDialog(user);
    setDue(dialog, '2020-01-01', '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Назначить' }));

    expect(within(dialog).getByText('Выберите шаблон.')).toBeTruthy();
    expect(within(dialog).getByText('Срок уже прошёл: выберите время впереди.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('should keep the dialog open with the server’s refusal', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    serve(() => HttpResponse.json({ detail: 'Этот шаблон в архиве: его нельзя назначить.' }, { status: 409 }));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('combobox', { name: 'Шаблон' }));
    await user.click(await screen.findByRole('option', { name: 'Колесо баланса' }));
    setDue(dialog, '2030-12-09', '20:00');
    await user.click(within(dialog).getByRole('button', { name: 'Назначить' }));

    expect(await within(dialog).findByText('Этот шаблон в архиве: его нельзя назначить.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Назначить задание' })).toBeTruthy();
  });
});
