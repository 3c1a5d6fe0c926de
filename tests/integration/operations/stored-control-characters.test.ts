import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '../../../server/src/eventstore/postgres-event-store';
import { createPersonalDataKeys } from '../../../server/src/modules/privacy/personal-data-keys';
import { withPersonalDataEncryption } from '../../../server/src/modules/privacy/personal-data-store';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

/**
 * The incident this guards against: before appends were checked, `{"name":"\u0000"}` was stored
 * as a `UserNameChanged` (schema version 2) and the users projection failed on it for good. Such
 * an event stays in the log forever; reading it at version 3 drops the control characters.
 */
describe('an event stored with a control character before appends were checked', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should be applied without it, so the practice keeps working', async () => {
    const client = app.client();
    const { id } = await registerAndSignIn(client, app.outboxDir, 'old-name@example.ru');
    // Past the checks appends have now, as the old code wrote it: the name, a personal field, is
    // encrypted, so the NUL only appears when the event is read.
    const raw = withPersonalDataEncryption(await createPostgresEventStore(app.services.db), createPersonalDataKeys(app.services.db, () => new Date()));
    const history = await raw.readStream(`user-${id}`);
    await raw.appendToStream(
      `user-${id}`,
      [{ type: 'UserNameChanged', data: { userId: id, name: 'Ан\u0000на', changedAt: new Date().toISOString() }, metadata: { actor: id, correlationId: 'old', schemaVersion: 2 } }],
      { expectedRevision: history.at(-1)!.revision },
    );

    // A write that waits for the read models is answered, and the name reads without the NUL.
    const saved = await client.request<{ name: string | null }>('PUT', '/api/setting/profile/', { body: { name: 'Анна', theme: 'dark' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const ready = await client.get<{ status: string }>('/api/ready/');
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    const other = app.client();
    await registerAndSignIn(other, app.outboxDir, 'next-client@example.ru');
    expect((await other.get('/api/user-me/')).status).toBe(200);
  });
});
