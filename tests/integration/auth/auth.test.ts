import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../support/clock';
import { readOutbox } from '../../support/outbox';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { readCodeFromOutbox } from '../../support/login-code-mail';
import { registerAndSignIn, requestCode } from '../../support/sign-in';
import { currentSchemaVersion } from '../../../server/src/eventstore/upcasting';
import { scenarioStores } from '../../support/test-lane';

const backends = scenarioStores<Backend>('embedded', 'servers');

for (const backend of backends) {
  const available = await backendAvailable(backend);
  describe.skipIf(!available)(`sign-in (${backend})`, () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    let app: TestApp;
    let emailCounter = 0;
    const newEmail = () => `client${++emailCounter}-${backend}@example.ru`;
    const tick = () => clock.advance(31_000);

    beforeAll(async () => {
      app = await startTestApp({
        backend,
        now: clock.now,
        sendCodeLimits: { perEmailIntervalSeconds: 30, perEmailPerHour: 3, perClientPerHour: 1000, wrongCodesPerClientPerHour: 1000 },
        adminEmails: ['coach@example.ru'],
      });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('should register with a mailed code, keep the session and end it on logout', async () => {
      const client = app.client();
      const email = newEmail();
      const user = await registerAndSignIn(client, app.outboxDir, email);
      const me = await client.get<{ email: string; is_superuser: boolean; advertising_consent: boolean }>('/api/user-me/');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: user.id, email, is_superuser: false, language_code: 'ru', advertising_consent: false });
      expect(client.cookie('sessionid')).toBeTruthy();
      // No other site can end it: a GET (any link or image) is refused, and so is a POST without the token.
      expect((await client.get('/api/logout/')).status).toBe(405);
      expect((await client.request('POST', '/api/logout/', { csrf: false })).status).toBe(403);
      expect((await client.get('/api/user-me/')).status).toBe(200);
      const logout = await client.request('POST', '/api/logout/');
      expect(logout.status).toBe(200);
      expect((await client.get('/api/user-me/')).status).toBe(401);
    });

    it('should mark the addresses of ADMIN_EMAILS as superusers', async () => {
      const client = app.client();
      await registerAndSignIn(client, app.outboxDir, 'coach@example.ru');
      const me = await client.get<{ is_superuser: boolean }>('/api/user-me/');
      expect(me.body.is_superuser).toBe(true);
    });

    it('should refuse unsafe requests without a matching CSRF token', async () => {
      const client = app.client();
      const withoutCookie = await client.post<{ detail: string }>('/api/token', { uuid: 'x', code: '12345' });
      expect(withoutCookie.status).toBe(403);
      expect(withoutCookie.body.detail).toMatch(/CSRF/);
      await client.get('/api/csrf');
      const withoutHeader = await client.post<{ detail: string }>('/api/token', { uuid: 'x', code: '12345' }, { csrf: false });
      expect(withoutHeader.status).toBe(403);
      expect(withoutHeader.body.detail).toMatch(/X-CSRFToken/);
      const forged = app.client();
      forged.setCookie('csrftoken', 'forged.token');
      const mismatch = await forged.post<{ detail: string }>('/api/token', { uuid: 'x', code: '12345' });
      expect(mismatch.status).toBe(403);
    });

    it('should answer 401 with a detail to protected calls without a session', async () => {
      const client = app.client();
      await client.get('/api/csrf');
      const me = await client.get<{ detail: string }>('/api/user-me/');
      expect(me.status).toBe(401);
      expect(me.body.detail).toBeTruthy();
      expect((await client.post('/api/user/token/refresh/', {})).status).toBe(401);
      expect((await client.get('/api/user-product/')).status).toBe(401);
    });

    it('should accept a code only once', async () => {
      const client = app.client();
      const email = newEmail();
      await client.get('/api/csrf');
      const { uuid, code } = await requestCode(client, app.outboxDir, email, { registration: true });
      expect((await client.post('/api/token', { uuid, code })).status).toBe(200);
      const again = await client.post<{ success: boolean; message: string }>('/api/token', { uuid, code });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ success: false, message: expect.stringMatching(/уже использован/) });
    });

    it('should refuse a code after 10 minutes', async () => {
      const client = app.client();
      await client.get('/api/csrf');
      const { uuid, code } = await requestCode(client, app.outboxDir, newEmail(), { registration: true });
      clock.advance(10 * 60_000 + 1000);
      const late = await client.post<{ message: string }>('/api/token', { uuid, code });
      expect(late.status).toBe(400);
      expect(late.body.message).toMatch(/истёк/);
    });

    it('should kill a code after 5 wrong tries, even for the right code afterwards', async () => {
      const client = app.client();
      await client.get('/api/csrf');
      const { uuid, code } = await requestCode(client, app.outboxDir, newEmail(), { registration: true });
      const wrong = code === '00000' ? '11111' : '00000';
      const messages: string[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await client.post<{ message: string }>('/api/token', { uuid, code: wrong });
        expect(response.status).toBe(400);
        messages.push(response.body.message);
      }
      expect(messages[0]).toMatch(/Осталось попыток: 4/);
      expect(messages[4]).toMatch(/Слишком много неверных попыток/);
      const right = await client.post<{ message: string }>('/api/token', { uuid, code });
      expect(right.status).toBe(400);
      expect(right.body.message).toMatch(/Слишком много неверных попыток/);
    });

    it('should mail an address at most once in 30 s and 3 unused codes an hour, answering alike and reusing the latest code', async () => {
      tick();
      const client = app.client();
      await client.get('/api/csrf');
      const email = newEmail();
      const seen = new Set<string>();
      await requestCode(client, app.outboxDir, email, { registration: true, seen });
      const tooSoon = await client.get<{ send: boolean; uuid: string }>('/api/send-code/', { email, registration: true, agreement: true });
      expect(tooSoon.status).toBe(200);
      expect(tooSoon.body.send).toBe(true);
      tick();
      await requestCode(client, app.outboxDir, email, { registration: true, seen });
      tick();
      const { code: third } = await requestCode(client, app.outboxDir, email, { registration: true, seen });
      tick();
      const overHour = await client.get<{ send: boolean; uuid: string }>('/api/send-code/', { email, registration: true, agreement: true });
      expect(overHour.status).toBe(200);
      const mails = (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(email));
      expect(mails).toHaveLength(3);
      // The request that mailed nothing accepts the code mailed last, which the owner has.
      const signedIn = await client.post('/api/token', { uuid: overHour.body.uuid, code: third });
      expect(signedIn.status).toBe(200);
    });

    it('should require the personal-data consent to register and validate the address', async () => {
      const client = app.client();
      const noConsent = await client.get<{ detail: string }>('/api/send-code/', { email: newEmail(), registration: true, agreement: false });
      expect(noConsent.status).toBe(400);
      expect(noConsent.body.detail).toMatch(/согласие/);
      const badEmail = await client.get<{ detail: string }>('/api/send-code/', { email: 'not-an-address' });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.detail).toMatch(/email/);
    });

    it('should answer sign-in of an unknown address like any other and mail an invitation instead of a code', async () => {
      tick();
      const client = app.client();
      await client.get('/api/csrf');
      const email = newEmail();
      const response = await client.get<{ send: boolean; uuid: string }>('/api/send-code/', { email });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(['send', 'uuid']);
      const attempt = await client.post<{ message: string }>('/api/token', { uuid: response.body.uuid, code: '12345' });
      expect(attempt.status).toBe(400);
      expect(attempt.body.message).toMatch(/Неверный код/);
      await expect.poll(async () => (await readOutbox(app.outboxDir)).some((mail) => mail.to.includes(email))).toBe(true);
      const invitation = (await readOutbox(app.outboxDir)).find((mail) => mail.to.includes(email));
      expect(invitation?.text).toMatch(/\/login/);
    });

    it('should sign a known address in from the registration tab without registering it again', async () => {
      tick();
      const client = app.client();
      const email = newEmail();
      const first = await registerAndSignIn(client, app.outboxDir, email);
      tick();
      const again = app.client();
      await again.get('/api/csrf');
      const seen = new Set((await readOutbox(app.outboxDir)).map((mail) => mail.file));
      const response = await again.get<{ uuid: string }>('/api/send-code/', { email, registration: true, agreement: true });
      const code = await readCodeFromOutbox(app.outboxDir, email, seen);
      const signedIn = await again.post<{ user: { id: string } }>('/api/token', { uuid: response.body.uuid, code });
      expect(signedIn.body.user.id).toBe(first.id);
    });

    it('should record registration consents as events with document and version', async () => {
      tick();
      const client = app.client();
      await client.get('/api/csrf');
      const email = newEmail();
      const { uuid, code } = await requestCode(client, app.outboxDir, email, { registration: true, notification: true });
      const signedIn = await client.post<{ user: { id: string } }>('/api/token', { uuid, code });
      const events = await app.services.store.readStream(`user-${signedIn.body.user.id}`);
      expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'PersonalDataConsentGiven', 'AdvertisingConsentGiven']);
      expect(events[1]?.data).toMatchObject({ consent: { document: '/user-personal-data', version: expect.any(String) }, givenAt: expect.any(String) });
      expect(events[0]?.metadata).toMatchObject({ actor: 'guest', schemaVersion: currentSchemaVersion, correlationId: expect.any(String) });
      expect(events[0]?.data).toMatchObject({ email });
      const me = await client.get<{ advertising_consent: boolean }>('/api/user-me/');
      expect(me.body.advertising_consent).toBe(true);
    });
  });
}
