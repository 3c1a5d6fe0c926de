import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAlert, currentAlert, watchAlerts } from '../components/alert/alert-store';
import { apiRequest, withoutAlerts, withoutErrorAlert } from './api-client';

function answer(status: number, body: unknown) {
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
}

describe('alerts of one call', () => {
  /** Every alert shown during a test, as [status, text]. */
  const shown: Array<[number, string]> = [];
  let stopWatching: () => void = () => undefined;

  beforeEach(() => {
    clearAlert();
    stopWatching = watchAlerts(() => {
      const alert = currentAlert();
      if (alert) shown.push([alert.status, alert.text]);
    });
  });

  afterEach(() => {
    stopWatching();
    shown.length = 0;
    clearAlert();
    vi.unstubAllGlobals();
  });

  it('should show a success message unless every alert is turned off', async () => {
    const done = { result: true, message: 'Вы отписались от рассылки.' };
    answer(200, done);
    await apiRequest('/api/unsubscribe/?uuid=a');
    await apiRequest('/api/unsubscribe/?uuid=a', withoutErrorAlert);
    expect(shown).toHaveLength(2);
    await apiRequest('/api/unsubscribe/?uuid=a', withoutAlerts);
    expect(shown).toHaveLength(2);
  });

  it('should keep errors quiet with either option', async () => {
    answer(404, { detail: 'Ссылка недействительна.' });
    await apiRequest('/api/unsubscribe/?uuid=x', withoutAlerts).catch(() => undefined);
    await apiRequest('/api/unsubscribe/?uuid=x', withoutErrorAlert).catch(() => undefined);
    expect(shown).toEqual([]);
    await apiRequest('/api/unsubscribe/?uuid=x').catch(() => undefined);
    expect(shown).toEqual([[404, 'Ссылка недействительна.']]);
  });
});
