// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { LoginScreen } from './login-screen';

const server = startApiServerForFile();
afterEach(cleanup);

/** The sign-in API: a code is mailed for any address; only 12345 is the right code. */
function signInApi(received: { codes: string[] }) {
  server.use(
    csrfCookieHandler,
    http.get('*/api/send-code/', () => HttpResponse.json({ send: true, uuid: '7d6f0e1c-0000-4000-8000-000000000000' })),
    http.post('*/api/token', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      received.codes.push(code);
      return code === '12345'
        ? HttpResponse.json({ success: true, user: { id: 'u1', email: 'olga@example.ru' } })
        : HttpResponse.json({ success: false, message: 'Неверный код', detail: 'Неверный код' }, { status: 400 });
    }),
  );
}

describe('the login code dialog', () => {
  it('should submit the code at its fifth digit, show a wrong code under the field and sign in with the right one', async () => {
    const user = userEvent.setup();
    const received = { codes: [] as string[] };
    signInApi(received);
    renderWithApp(<LoginScreen />, { path: '/login?redirect=/lk', routes: { '/lk': 'Кабинет клиента' } });

    const submit = screen.getByRole('button', { name: 'Продолжить' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Электронная почта'), 'olga@example');
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Электронная почта'), '.ru');
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);

    const dialog = await screen.findByRole('dialog', { name: 'Введите код, который отправлен вам на Email' });
    const field = screen.getByLabelText('Код из письма');
    await user.type(field, '4a2');
    expect(field).toHaveProperty('value', '42');
    await user.type(field, '111');
    await waitFor(() => expect(received.codes).toEqual(['42111']));
    expect(await screen.findByText('Неверный код')).toBeTruthy();
    expect(field).toHaveProperty('value', '');
    expect(dialog.isConnected).toBe(true);

    await user.type(screen.getByLabelText('Код из письма'), '12345');
    expect(await screen.findByText('Кабинет клиента')).toBeTruthy();
    expect(received.codes).toEqual(['42111', '12345']);
  });
});
