// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsentState, Settings } from '../../../api/generated/model';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { useSettings } from '../api/settings-api';
import { TimeZoneField } from './time-zone-field';

const server = startApiServerForFile();
afterEach(cleanup);

const consent: ConsentState = { given: true, document: '/user-personal-data', version: '2026-11-01', given_at: '2026-11-25T09:00:00.000Z', withdrawn_at: null };
const settings = (timeZone: string | null): Settings => ({
  email: 'olga@example.ru',
  name: null,
  theme: 'light',
  time_zone: timeZone,
  personal_data_consent: consent,
  advertising_consent: { ...consent, given: false },
  consent_history: [],
});

function Field() {
  const loaded = useSettings();
  return loaded.data ? <TimeZoneField settings={loaded.data} /> : null;
}

describe('«Часовой пояс» in the settings', () => {
  it('should show Moscow while none is saved, offer the zones by their Russian names and save the one she picks', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      csrfCookieHandler,
      http.get('*/api/setting/', () => HttpResponse.json(settings(null))),
      http.put('*/api/setting/time-zone/', async ({ request }) => {
        const body = (await request.json()) as { time_zone: string };
        sent.push(body);
        return HttpResponse.json(settings(body.time_zone));
      }),
    );
    renderWithApp(<Field />);
    const select = await screen.findByRole('combobox', { name: 'Часовой пояс' });
    expect(select.textContent).toMatch(/^Москва \(UTC\+3\)$/);
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: /^Новосибирск \(UTC\+7\)$/ }));
    await waitFor(() => expect(sent).toEqual([{ time_zone: 'Asia/Novosibirsk' }]));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Часовой пояс' }).textContent).toBe('Новосибирск (UTC+7)'));
  });
});
