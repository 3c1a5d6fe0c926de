import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCodeFromOutbox } from '../../support/login-code-mail';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

// The embedded backend suffices: the rule lives in the login codes, whatever the database.
describe('the account-deletion code right after signing in', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should be mailed at once, not refused for the sign-in code sent seconds ago', async () => {
    const email = 'leaving@example.ru';
    const seen = new Set<string>();
    const client = app.client();
    await registerAndSignIn(client, app.outboxDir, email, seen);
    const requested = await client.post<{ uuid: string; detail?: string }>('/api/setting/delete/', {});
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    const code = await readCodeFromOutbox(app.outboxDir, email, seen);
    const deleted = await client.post('/api/setting/delete/confirm/', { uuid: requested.body.uuid, code });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await client.get('/api/user-me/')).status).toBe(401);
  });
});
