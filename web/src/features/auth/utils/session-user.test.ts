import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { resolveSessionUser } from './session-user';

const anna = { id: 'u1', email: 'anna@example.ru', is_superuser: false };

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('resolveSessionUser', () => {
  let cookie: string;
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    cookie = '';
    vi.stubGlobal('document', {
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        // Enough of the browser's rule for this module: Max-Age=0 deletes the cookie.
        if (value.includes('Max-Age=0')) cookie = '';
      },
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    authStore.clear();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('should answer from this tab without asking the server', async () => {
    authStore.setUser(anna);
    expect(await resolveSessionUser()).toEqual(anna);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('should not ask the server for a guest, who has no hint cookie', async () => {
    expect(await resolveSessionUser()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('should take the user from the server in a tab that has none, asking once for concurrent callers', async () => {
    cookie = 'csrftoken=x; signed_in=1';
    fetchMock.mockResolvedValue(answer(200, { ...anna, language_code: 'ru', advertising_consent: false, theme: 'light' }));
    const [first, second] = await Promise.all([resolveSessionUser(), resolveSessionUser()]);
    expect(first).toEqual(anna);
    expect(second).toEqual(anna);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(authStore.getUser()).toEqual(anna);
  });

  it('should decide signed out and drop the hint when the server session has ended', async () => {
    cookie = 'signed_in=1';
    fetchMock.mockResolvedValue(answer(401, { detail: 'Требуется вход.' }));
    expect(await resolveSessionUser()).toBeNull();
    expect(cookie).toBe('');
    expect(await resolveSessionUser()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
