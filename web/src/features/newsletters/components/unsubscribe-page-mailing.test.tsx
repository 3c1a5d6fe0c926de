// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiServerForFile } from '../../../testing/api-server';
import { maria } from '../../../testing/practice-details';
import { renderWithApp } from '../../../testing/render';
import { UnsubscribePage } from './unsubscribe-page';

const server = startApiServerForFile();
afterEach(cleanup);

// The token as the server signs it: the recipient in base64url, a dot, the signature.
const token = (recipient: string) => `${btoa(recipient).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.c2lnbmF0dXJl`;

const answering = (message: string) =>
  server.use(
    http.get('*/api/practice/', () => HttpResponse.json(maria)),
    http.get('*/api/unsubscribe/', async () => {
      await delay(100);
      return HttpResponse.json({ result: true, message });
    }),
  );

describe('the unsubscribe page names what ends', () => {
  it('should name the series for a welcome-series letter’s link, and keep the newsletters out of it', async () => {
    answering('Вы отписались от этой серии писем. Другие рассылки будут приходить, как прежде.');
    renderWithApp(<UnsubscribePage uuid={token('welcome:a1b2c3')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Отписываем вас от этой серии писем…');
    expect(await screen.findByText('Вы отписались от этой серии писем. Другие рассылки будут приходить, как прежде.')).toBeTruthy();
    expect(document.title).toMatch(/^Отписка от серии писем/);
    expect(screen.getByRole('link', { name: 'Отписаться от всех рассылок' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('добавлю вас в рассылку');
  });

  it('should name the newsletters for a newsletter’s link', async () => {
    answering('Вы отписались от рассылки. Письма больше не будут приходить.');
    renderWithApp(<UnsubscribePage uuid={token('a1b2c3')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Отписываем вас от рассылки…');
    expect(await screen.findByText(/и я снова добавлю вас в рассылку\./)).toBeTruthy();
    expect(document.title).toMatch(/^Отписка от рассылки/);
  });
});
