import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox } from '../../support/outbox';
import { registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

const backends = scenarioStores<Backend>('embedded', 'servers');
const minute = 60_000;
const strangerIps = ['127.0.0.2', '127.0.0.3', '127.0.0.4'];
const ownerIp = '127.0.0.10';
const codeIn = (subject: string) => /\b(\d{5})\b/.exec(subject)?.[1];

for (const backend of backends) {
  const available = await backendAvailable(backend);
  describe.skipIf(!available)(`code lock-out rule (${backend})`, () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    let app: TestApp;
    let counter = 0;
    const newEmail = () => `lockout${++counter}-${backend}@example.ru`;

    beforeAll(async () => {
      app = await startTestApp({ backend, now: clock.now, sendCodeLimits: { perEmailIntervalSeconds: 30, perEmailPerHour: 5, perClientPerHour: 30, wrongCodesPerClientPerHour: 20 } });
    });
    afterAll(async () => {
      await app?.close();
    });

    /** When each mail to `email` was sent (the clock's time), once the outbox has written them all. */
    async function mailTimes(email: string): Promise<Date[]> {
      const { rows } = await app.services.db.query<{ created_at: Date | string }>(
        `SELECT created_at FROM login_codes WHERE email = $1 AND mailed ORDER BY created_at`,
        [email],
      );
      for (let waited = 0; (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(email)).length < rows.length; waited += 50) {
        if (waited > 15_000) throw new Error(`The outbox lacks mails to ${email}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return rows.map((row) => new Date(row.created_at));
    }

    const mostInAnHour = (times: Date[]) =>
      Math.max(0, ...times.map((start) => times.filter((time) => time >= start && time.getTime() < start.getTime() + 60 * minute).length));

    async function latestCodeMailedTo(email: string): Promise<string> {
      await mailTimes(email);
      const mails = (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(email));
      const code = codeIn(mails.at(-1)?.subject ?? '');
      if (!code) throw new Error(`No code mailed to ${email}`);
      return code;
    }

    /** A stranger without the mailbox: asks for a code and guesses it five times. */
    async function strangerAttempt(stranger: ApiClient, email: string): Promise<number> {
      const sent = await stranger.get<{ uuid: string }>('/api/send-code/', { email, registration: false, agreement: false, notification: false });
      if (sent.status !== 200) return sent.status;
      for (const guess of ['00000', '11111', '22222', '33333', '44444']) await stranger.post('/api/token', { uuid: sent.body.uuid, code: guess });
      return sent.status;
    }

    /** The owner asks for a code and enters the one in her mailbox; the answer's status. */
    async function ownerTries(email: string, ip = ownerIp): Promise<number> {
      const owner = app.client({ clientIp: ip });
      await owner.get('/api/csrf');
      const sent = await owner.get<{ send: boolean; uuid: string }>('/api/send-code/', { email, registration: false, agreement: false, notification: false });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const signedIn = await owner.post<{ message?: string }>('/api/token', { uuid: sent.body.uuid, code: await latestCodeMailedTo(email) });
      return signedIn.status;
    }

    /**
     * The owner signs in as a person does: when strangers' guesses have just killed the code in
     * her mailbox, she asks again once the resend countdown (30 s) is over and gets a fresh one.
     */
    async function ownerSignsIn(email: string): Promise<number> {
      const first = await ownerTries(email);
      if (first === 200) return first;
      clock.advance(30_000);
      return ownerTries(email);
    }

    it('should let the owner in at any time while strangers from several IPs ask for her codes and guess them', async () => {
      const email = newEmail();
      await registerAndSignIn(app.client({ clientIp: ownerIp }), app.outboxDir, email);
      clock.advance(minute);
      const start = clock.now().getTime();
      const strangers = strangerIps.map((clientIp) => app.client({ clientIp }));
      for (const stranger of strangers) await stranger.get('/api/csrf');
      const ownerMinutes = new Set([3, 17, 31, 46, 58, 75]);
      const refusedStrangers: number[] = [];
      let ownerSignIns = 0;
      for (let elapsed = 0; elapsed < 80; elapsed++) {
        for (const stranger of strangers) {
          const status = await strangerAttempt(stranger, email);
          if (status !== 200) refusedStrangers.push(status);
        }
        if (ownerMinutes.has(elapsed)) {
          expect(await ownerSignsIn(email), `the owner at minute ${elapsed}`).toBe(200);
          ownerSignIns += 1;
        }
        clock.advance(minute);
      }
      expect(ownerSignIns).toBe(ownerMinutes.size);
      // Only the strangers' own IPs ran into their limit.
      expect(new Set(refusedStrangers)).toEqual(new Set([429]));
      // A stranger alone gets at most 5 mails an hour sent; each code the owner used lets one more go.
      const times = (await mailTimes(email)).filter((time) => time.getTime() >= start);
      expect(mostInAnHour(times)).toBeLessThanOrEqual(5 + ownerMinutes.size);
    });

    it('should send an address no more than 5 mails an hour while strangers ask for its codes without end', async () => {
      const email = newEmail();
      await registerAndSignIn(app.client({ clientIp: ownerIp }), app.outboxDir, email);
      clock.advance(minute);
      const start = clock.now().getTime();
      for (let elapsed = 0; elapsed < 150; elapsed += 2) {
        for (const clientIp of strangerIps) await app.client({ clientIp }).get('/api/send-code/', { email, registration: false, agreement: false, notification: false });
        clock.advance(2 * minute);
      }
      const times = (await mailTimes(email)).filter((time) => time.getTime() >= start);
      expect(mostInAnHour(times)).toBe(5);
      expect(times.length).toBeGreaterThanOrEqual(10); // the limit slides: the next hour gets its mails again
      // Within 30 s of a mail, a second request mails nothing, but its answer looks the same.
      const requests = await app.services.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM login_codes WHERE email = $1`, [email]);
      expect(requests.rows[0]!.count).toBeGreaterThan(times.length);
    });

    it('should let a newcomer register while strangers flood her address with invitations to register', async () => {
      const email = newEmail();
      for (let elapsed = 0; elapsed < 10; elapsed++) {
        for (const clientIp of strangerIps) await app.client({ clientIp }).get('/api/send-code/', { email, registration: false, agreement: false, notification: false });
        clock.advance(minute);
      }
      expect(await mailTimes(email)).toHaveLength(5); // the invitations: the address has had its mails
      const newcomer = app.client({ clientIp: ownerIp });
      await newcomer.get('/api/csrf');
      const sent = await newcomer.get<{ uuid: string }>('/api/send-code/', { email, registration: true, agreement: true, notification: false });
      expect(sent.status).toBe(200);
      // No code of this kind went there this hour: one goes out past the limit, and only one.
      const again = await app.client({ clientIp: strangerIps[0] }).get('/api/send-code/', { email, registration: true, agreement: true, notification: false });
      expect(again.status).toBe(200);
      expect(await mailTimes(email)).toHaveLength(6);
      const registered = await newcomer.post('/api/token', { uuid: sent.body.uuid, code: await latestCodeMailedTo(email) });
      expect(registered.status).toBe(200);
    });

    it('should stop an IP that keeps entering wrong codes from asking for more, and only that IP', async () => {
      const email = newEmail();
      await registerAndSignIn(app.client({ clientIp: ownerIp }), app.outboxDir, email);
      clock.advance(minute);
      const guesser = app.client({ clientIp: '127.0.0.5' });
      await guesser.get('/api/csrf');
      for (let request = 0; request < 4; request++) expect(await strangerAttempt(guesser, email)).toBe(200);
      const refused = await guesser.get<{ detail: string }>('/api/send-code/', { email, registration: false, agreement: false, notification: false });
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toMatch(/неверных кодов/);
      expect(refused.headers.get('retry-after')).toBe('3600');
      expect(await ownerSignsIn(email)).toBe(200);
    });

    it('should not let 400 wrong guesses from 20 addresses open an account: a mailed code dies after 5 in all, and the next request mails a fresh one', async () => {
      const email = newEmail();
      await registerAndSignIn(app.client({ clientIp: ownerIp }), app.outboxDir, email);
      clock.advance(minute);
      const owner = app.client({ clientIp: ownerIp });
      await owner.get('/api/csrf');
      const sent = await owner.get<{ uuid: string }>('/api/send-code/', { email, registration: false, agreement: false, notification: false });
      const code = await latestCodeMailedTo(email);
      const wrong = (guess: number) => String((Number(code) + 1 + guess) % 100_000).padStart(5, '0');
      const strangerUuids: string[] = [];
      for (let host = 20; host < 40; host++) {
        const stranger = app.client({ clientIp: `127.0.0.${host}` });
        await stranger.get('/api/csrf');
        const asked = await stranger.get<{ uuid: string }>('/api/send-code/', { email, registration: false, agreement: false, notification: false });
        expect(asked.status).toBe(200);
        strangerUuids.push(asked.body.uuid);
        for (let guess = 0; guess < 20; guess++) {
          expect((await stranger.post('/api/token', { uuid: asked.body.uuid, code: wrong((host - 20) * 20 + guess) })).status).toBe(400);
        }
      }
      // The mailed code took five wrong codes in all (the first stranger's); later requests were
      // given no code at all, so their guesses could match nothing.
      const { rows } = await app.services.db.query<{ failed: number; accepting: number }>(
        `SELECT coalesce(sum(failed_attempts), 0)::int AS failed, (count(*) - 1)::int AS accepting FROM login_codes WHERE id = $1 OR code_of = $1`,
        [sent.body.uuid],
      );
      expect(rows[0]).toEqual({ failed: 5, accepting: 1 });
      for (const uuid of [sent.body.uuid, strangerUuids[0]!]) {
        const right = await owner.post<{ message: string }>('/api/token', { uuid, code });
        expect(right.status).toBe(400);
        expect(right.body.message).toMatch(/Запросите новый код/);
      }
      // After the resend countdown the owner asks again: a fresh code reaches her and works.
      clock.advance(30_000);
      const mailsBefore = (await mailTimes(email)).length;
      expect(await ownerTries(email)).toBe(200);
      expect(await mailTimes(email)).toHaveLength(mailsBefore + 1);
    });

    it('should count the IPv6 addresses of one /64 as one client for the wrong-code limit', async () => {
      const proxied = await startTestApp({ backend, now: clock.now, publicUrl: 'https://coach.example', sendCodeLimits: { perEmailIntervalSeconds: 30, perEmailPerHour: 5, perClientPerHour: 30, wrongCodesPerClientPerHour: 20 } });
      try {
        const email = newEmail();
        const from = (address: string) => new ApiClient(proxied.baseUrl, { 'x-forwarded-for': address });
        const ask = (client: ApiClient) => client.get<{ uuid: string; detail?: string }>('/api/send-code/', { email, registration: false, agreement: false, notification: false });
        for (let host = 1; host <= 4; host++) {
          const stranger = from(`2001:db8:1:2::${host.toString(16)}`);
          await stranger.get('/api/csrf');
          const asked = await ask(stranger);
          expect(asked.status).toBe(200);
          for (let guess = 0; guess < 5; guess++) await stranger.post('/api/token', { uuid: asked.body.uuid, code: '00000' });
          clock.advance(minute);
        }
        const sameNetwork = from('2001:db8:1:2:ffff:ffff:ffff:fffe');
        await sameNetwork.get('/api/csrf');
        const refused = await ask(sameNetwork);
        expect(refused.status).toBe(429);
        expect(refused.body.detail).toMatch(/неверных кодов/);
        const otherNetwork = from('2001:db8:1:3::1');
        await otherNetwork.get('/api/csrf');
        expect((await ask(otherNetwork)).status).toBe(200);
      } finally {
        await proxied.close();
      }
    });

    it('should answer a request that mails nothing like one that does, and accept the code last mailed through it', async () => {
      const email = newEmail();
      await registerAndSignIn(app.client({ clientIp: ownerIp }), app.outboxDir, email);
      clock.advance(minute);
      const owner = app.client({ clientIp: ownerIp });
      await owner.get('/api/csrf');
      const first = await owner.get<{ send: boolean; uuid: string }>('/api/send-code/', { email, registration: false, agreement: false, notification: false });
      const again = await owner.get<{ send: boolean; uuid: string }>('/api/send-code/', { email, registration: false, agreement: false, notification: false });
      expect(again.status).toBe(200);
      expect(Object.keys(again.body).sort()).toEqual(Object.keys(first.body).sort());
      expect(again.body.uuid).not.toBe(first.body.uuid);
      expect(await mailTimes(email)).toHaveLength(2); // registration and the first request only
      const code = await latestCodeMailedTo(email);
      expect((await owner.post('/api/token', { uuid: again.body.uuid, code })).status).toBe(200);
      // One code, used once: the first request's uuid no longer takes it.
      const reused = await owner.post<{ message: string }>('/api/token', { uuid: first.body.uuid, code });
      expect(reused.status).toBe(400);
      expect(reused.body.message).toMatch(/уже использован/);
    });
  });
}
