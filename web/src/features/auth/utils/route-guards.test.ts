import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { requireSuperuserLoader } from './route-guards';

const visit = (path: string) => requireSuperuserLoader({ request: new Request(`http://localhost${path}`), params: {}, context: undefined } as unknown as LoaderFunctionArgs);
const locationOf = (result: unknown) => (result instanceof Response ? result.headers.get('Location') : null);

describe('requireSuperuserLoader', () => {
  afterEach(() => authStore.clear());

  it('should send a guest to login with the coach page as redirect', async () => {
    expect(locationOf(await visit('/lk/admin'))).toBe('/login?redirect=%2Flk%2Fadmin');
  });

  it('should send a client to her cabinet and let the coach in', async () => {
    authStore.setUser({ id: 'u1', email: 'anna@example.ru', is_superuser: false });
    expect(locationOf(await visit('/lk/admin'))).toBe('/lk');
    authStore.setUser({ id: 'c1', email: 'coach@example.ru', is_superuser: true });
    expect(await visit('/lk/admin')).toBeNull();
  });
});
