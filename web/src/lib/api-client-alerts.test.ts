import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, withoutAlerts, withoutErrorAlert } from './api-client';

const showAlert = vi.hoisted(() => vi.fn());
vi.mock('../components/alert/alert-store', () => ({ showAlert }));

function answer(status: number, body: unknown) {
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
}

describe('alerts of one call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    showAlert.mockClear();
  });

  it('should show a success message unless every alert is turned off', async () => {
    const done = { result: true, message: 'Вы отписались от рассылки.' };
    answer(200, done);
    await apiRequest('/api/unsubscribe/?uuid=a');
    await apiRequest('/api/unsubscribe/?uuid=a', withoutErrorAlert);
    expect(showAlert).toHaveBeenCalledTimes(2);
    await apiRequest('/api/unsubscribe/?uuid=a', withoutAlerts);
    expect(showAlert).toHaveBeenCalledTimes(2);
  });

  it('should keep errors quiet with either option', async () => {
    answer(404, { detail: 'Ссылка недействительна.' });
    await apiRequest('/api/unsubscribe/?uuid=x', withoutAlerts).catch(() => undefined);
    await apiRequest('/api/unsubscribe/?uuid=x', withoutErrorAlert).catch(() => undefined);
    expect(showAlert).not.toHaveBeenCalled();
    await apiRequest('/api/unsubscribe/?uuid=x').catch(() => undefined);
    expect(showAlert).toHaveBeenCalledWith(404, 'Ссылка недействительна.');
  });
});
