// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { registrationPath } from '../../../../../server/src/shared/site-paths';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { LoginScreen } from './login-screen';

const server = startApiServerForFile();
afterEach(cleanup);

describe('the login screen opened from a guest’s mail', () => {
  it('should open «Регистрация» with her address filled in', async () => {
    server.use(csrfCookieHandler, http.get('*/api/consent-purposes/', () => HttpResponse.json({ purposes: [] })));
    renderWithApp(<LoginScreen />, { path: registrationPath('olga+work@example.ru') });
    const form = await screen.findByRole('form', { name: 'Регистрация' });
    expect(screen.getByRole('tab', { name: 'Регистрация' }).getAttribute('aria-selected')).toBe('true');
    expect(form.querySelector('input')?.value).toBe('olga+work@example.ru');
  });

  it('should ask the mail service’s consent while the practice mails through one, and send it ticked', async () => {
    const asked: URLSearchParams[] = [];
    const mailService = { purpose: 'mail_service', title: 'Передача адреса почты почтовому сервису', processor: 'Unisender Go', country: 'Россия', document: '/user-mail-service', version: '2026-12-03', cross_border: false, required_for: ['account', 'mail'] };
    server.use(
      csrfCookieHandler,
      http.get('*/api/consent-purposes/', () => HttpResponse.json({ purposes: [mailService] })),
      http.get('*/api/send-code/', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ send: true, uuid: '7d6f0e1c-0000-4000-8000-000000000000' });
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderWithApp(<LoginScreen />, { path: registrationPath('olga@example.ru') });
    const form = await screen.findByRole('form', { name: 'Регистрация' });
    await user.click(within(form).getByRole('checkbox', { name: /персональных данных/ }));
    const box = await within(form).findByRole('checkbox', { name: /почтовому сервису/ });
    expect(form.textContent).toContain('«Unisender Go», через который приходят коды входа');
    const submit = within(form).getByRole('button', { name: 'Продолжить' });
    expect(submit).toHaveProperty('disabled', true);
    await user.click(box);
    await user.click(submit);
    await screen.findByLabelText('Код из письма');
    expect(asked.map((query) => query.get('mail_consent'))).toEqual(['true']);
  });
});
