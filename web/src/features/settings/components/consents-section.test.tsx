// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsentState, Settings } from '../../../api/generated/model';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { useSettings } from '../api/settings-api';
import { ConsentsSection } from './consents-section';

const server = startApiServerForFile();
afterEach(cleanup);

const consent = (given: boolean): ConsentState => ({
  given,
  document: '/user-notification',
  version: '2026-11-01',
  given_at: given ? '2026-11-25T09:00:00.000Z' : null,
  withdrawn_at: given ? null : '2026-11-20T09:00:00.000Z',
});

const settings = (advertising: boolean): Settings => ({
  email: 'olga@example.ru',
  name: 'Ольга',
  theme: 'system',
  personal_data_consent: consent(true),
  advertising_consent: consent(advertising),
  consent_history: [],
});

/** The section as the settings screen shows it: with the settings the query keeps. */
function Consents() {
  const loaded = useSettings();
  return loaded.data ? <ConsentsSection settings={loaded.data} /> : null;
}

/** The switch's input (a checkbox with the switch role). */
const advertisingSwitch = () => screen.findByRole<HTMLInputElement>('switch', { name: /Получать рассылку/ });

/** An answer the test releases when it wants: what the page shows before it comes can be seen. */
function heldAnswer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, released };
}

describe('the advertising consent switch', () => {
  it('should move on the click, wait for the answer, and stay with the saved consent', async () => {
    const answer = heldAnswer();
    const sent: unknown[] = [];
    server.use(
      csrfCookieHandler,
      http.get('*/api/setting/', () => HttpResponse.json(settings(false))),
      http.put('*/api/setting/advertising-consent/', async ({ request }) => {
        sent.push(await request.json());
        await answer.released;
        return HttpResponse.json(settings(true));
      }),
    );
    renderWithApp(<Consents />);
    const advertising = await advertisingSwitch();
    expect(advertising.checked).toBe(false);

    // The click's own render (fireEvent returns once React has handled it), before anything async ran.
    fireEvent.click(advertising);
    // Before the server has answered: already on (not greyed out), and a second click changes nothing.
    expect(advertising.checked).toBe(true);
    expect(advertising.disabled).toBe(false);
    fireEvent.click(advertising);
    expect(advertising.checked).toBe(true);

    answer.release();
    // The saved consent is described (the personal data one already was).
    await waitFor(() => expect(screen.getAllByText(/^Дано 25 ноября 2026/)).toHaveLength(2));
    expect(advertising.checked).toBe(true);
    expect(sent).toEqual([{ given: true }]);
  });

  it('should go back to the saved consent when the change is refused', async () => {
    const answer = heldAnswer();
    server.use(
      csrfCookieHandler,
      http.get('*/api/setting/', () => HttpResponse.json(settings(true))),
      http.put('*/api/setting/advertising-consent/', async () => {
        await answer.released;
        return HttpResponse.json({ detail: 'Сервис временно недоступен.' }, { status: 503 });
      }),
    );
    renderWithApp(<Consents />);
    const advertising = await advertisingSwitch();
    expect(advertising.checked).toBe(true);

    fireEvent.click(advertising);
    expect(advertising.checked).toBe(false);
    answer.release();
    await waitFor(() => expect(advertising.checked).toBe(true));
  });
});
