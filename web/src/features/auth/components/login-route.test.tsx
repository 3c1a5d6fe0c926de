// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { SIGNED_IN_HINT_COOKIE } from '../../../lib/signed-in-hint';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { renderRoutesWithApp } from '../../../testing/render';
import { useSignOut } from '../hooks/use-sign-out';
import { guestOnlyLoader, requireUserLoader } from '../utils/route-guards';
import { LoginScreen } from './login-screen';

const server = startApiServerForFile();
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  authStore.clear();
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/`;
});

const vera = { id: 'u1', email: 'vera@example.ru', is_superuser: false };
const code = 'ABCD-EFGH-JKLM';

/** The sign-in API, answering `user-me` as for a signed-in client; returns every request it gets, in order. */
function recordingApi(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => calls.push(`${request.method} ${new URL(request.url).pathname}`));
  server.events.on('response:mocked', ({ request }) => calls.push(`answered ${request.method} ${new URL(request.url).pathname}`));
  server.use(
    http.post('*/api/logout/', () => HttpResponse.json({ result: true })),
    csrfCookieHandler,
    http.get('*/api/user-me/', () => HttpResponse.json({ ...vera, language_code: 'ru', advertising_consent: false, theme: 'light' })),
    http.get('*/api/send-code/', () => HttpResponse.json({ send: true, uuid: '7d6f0e1c-0000-4000-8000-000000000000' })),
    http.post('*/api/token', () => HttpResponse.json({ success: true, user: vera })),
    // The outbox default: no mail service, so registration asks no consent for one.
    http.get('*/api/consent-purposes/', () => HttpResponse.json({ purposes: [] })),
  );
  return calls;
}

/** The cabinet, as far as «Выйти» goes. */
function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={signOut}>
      Выйти
    </button>
  );
}

/** The app's guards around the login screen and the cabinet. */
const openAt = (path: string) =>
  renderRoutesWithApp(
    [
      { path: 'login', loader: guestOnlyLoader, element: <LoginScreen /> },
      { path: 'lk', loader: requireUserLoader, element: <SignOutButton /> },
      { path: 'lk/gift/:code', loader: requireUserLoader, element: <p>Активировать сертификат</p> },
    ],
    path,
  );

describe('the login screen, a guest-only route', () => {
  it('should send a signed-in client who opens /login in a new tab on to the link she followed, without signing her out', async () => {
    const calls = recordingApi();
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`;
    const router = openAt(`/login?redirect=${encodeURIComponent(`/lk/gift/${code}`)}`);
    expect(await screen.findByText('Активировать сертификат')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/lk/gift/${code}`);
    expect(calls).toEqual(['GET /api/user-me/', 'answered GET /api/user-me/']);
  });

  it('should keep a guest’s certificate link through registration, taking the CSRF cookie first and ending no session', async () => {
    const calls = recordingApi();
    const user = userEvent.setup();
    const router = openAt(`/lk/gift/${code}`);
    const registration = await screen.findByRole('tab', { name: 'Регистрация' });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(`/lk/gift/${code}`)}`);
    await user.click(registration);
    const form = screen.getByRole('form', { name: 'Регистрация' });
    await user.type(within(form).getByLabelText('Электронная почта'), 'vera@example.ru');
    await user.click(within(form).getByRole('checkbox', { name: /персональных данных/ }));
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    await user.type(await screen.findByLabelText('Код из письма'), '12345');
    expect(await screen.findByText('Активировать сертификат')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/lk/gift/${code}`);
    // The registration tab asks which consents registering needs (public, in any order with the CSRF cookie).
    const asked = () => calls.filter((call) => !call.startsWith('answered'));
    await waitFor(() => expect(asked().filter((call) => call !== 'GET /api/consent-purposes/')).toEqual(['GET /api/csrf', 'GET /api/send-code/', 'POST /api/token']));
    expect(asked()).toContain('GET /api/consent-purposes/');
  });

  it('should end the session on «Выйти» only, and take the CSRF cookie for the next sign-in once that has landed', async () => {
    const calls = recordingApi();
    server.use(
      http.post('*/api/logout/', async () => {
        await delay(300);
        return HttpResponse.json({ result: true });
      }),
    );
    authStore.setUser(vera);
    const user = userEvent.setup();
    const router = openAt('/lk');
    await user.click(await screen.findByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('tab', { name: 'Вход' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(calls).toEqual(['POST /api/logout/', 'answered POST /api/logout/', 'GET /api/csrf', 'answered GET /api/csrf']));
  });
});
