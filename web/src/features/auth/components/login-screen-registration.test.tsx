// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registrationPath } from '../../../../../server/src/shared/site-paths';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { LoginScreen } from './login-screen';

const server = startApiServerForFile();
afterEach(cleanup);

describe('the login screen opened from a guest’s mail', () => {
  it('should open «Регистрация» with her address filled in', async () => {
    server.use(csrfCookieHandler);
    renderWithApp(<LoginScreen />, { path: registrationPath('olga+work@example.ru') });
    const form = await screen.findByRole('form', { name: 'Регистрация' });
    expect(screen.getByRole('tab', { name: 'Регистрация' }).getAttribute('aria-selected')).toBe('true');
    expect(form.querySelector('input')?.value).toBe('olga+work@example.ru');
  });
});
