// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiServerForFile } from '../../testing/api-server';
import { maria } from '../../testing/practice-details';
import { renderWithApp } from '../../testing/render';
import { AppHeader } from './app-header';

const server = startApiServerForFile();
afterEach(cleanup);

describe('the header’s menu button', () => {
  it('should say whether the menu is open and which element it opens', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/api/practice/', () => HttpResponse.json(maria)));
    renderWithApp(<AppHeader user={null} onSignOut={() => undefined} loginHrefFor={() => '/login'} />);
    const button = screen.getByRole('button', { name: 'Открыть меню' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    const drawer = await screen.findByRole('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const controlled = button.getAttribute('aria-controls');
    expect(controlled).toBeTruthy();
    expect(document.getElementById(controlled ?? '')).toBe(drawer);

    await user.click(screen.getByRole('button', { name: 'Закрыть меню' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
