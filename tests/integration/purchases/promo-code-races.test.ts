import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { wrongPromoCodesPerClientPerHour } from '../../../server/src/modules/promo-codes/promo-check-limits';
import { scenarioStores } from '../../support/test-lane';

type Refusal = { detail: string };

const careerGuide = 3; // 1 490 ₽
const racers = 6;

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`promo codes at the same moment, and guessed (${backend})`, () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    let app: TestApp;
    let coach: ApiClient;

    beforeAll(async () => {
      // The guest limits are raised so that only the code's limits refuse.
      app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'], guestCheckoutLimits: { perEmailPerHour: 100, perClientPerHour: 100 } });
      coach = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    });
    afterAll(async () => {
      await app?.close();
    });

    const create = async (body: Record<string, unknown>) => expect((await coach.post('/api/admin/promo-codes/', body)).status).toBe(201);
    const guest = async (clientIp: string) => {
      const client = app.client({ clientIp });
      await client.get('/api/csrf');
      return client;
    };
    const buyAsGuest = (client: ApiClient, email: string, promoCode: string) =>
      client.post('/api/buy/', { product: 'product', type: careerGuide, amount: 1, email, agreement: true, notification: false, promo_code: promoCode });
    const reservedUses = async (code: string) => (await app.services.store.readStream(`promo-code-${code}`)).filter((event) => event.type === 'PromoCodeUseReserved').length;
    const expectOneWinner = (results: Array<{ status: number; body: unknown }>) => {
      expect(results.filter((result) => result.status === 200), JSON.stringify(results.map((result) => result.body))).toHaveLength(1);
      const losers = results.filter((result) => result.status !== 200);
      expect(losers).toHaveLength(racers - 1);
      for (const loser of losers) {
        expect(loser.status).toBe(409);
        expect((loser.body as Refusal).detail).toBe('Промокод уже использован.');
      }
    };

    it(`should give a code of one use to exactly one of ${racers} guests buying at the same moment`, async () => {
      await create({ code: 'ODNA-NA-VSEH', kind: 'percent', percent: 30, max_uses: 1 });
      const clients = await Promise.all(Array.from({ length: racers }, (_, i) => guest(`127.0.1.${i + 1}`)));
      expectOneWinner(await Promise.all(clients.map((client, i) => buyAsGuest(client, `racer${i}-${backend}@example.ru`, 'odna-na-vseh'))));
      expect(await reservedUses('ODNA-NA-VSEH')).toBe(1);
    });

    it(`should give a code of one use per client to exactly one of ${racers} purchases from one guest address at the same moment`, async () => {
      await create({ code: 'RAZ-NA-POCHTU', kind: 'percent', percent: 10, max_uses_per_client: 1 });
      const email = `same-${backend}@example.ru`;
      const clients = await Promise.all(Array.from({ length: racers }, (_, i) => guest(`127.0.2.${i + 1}`)));
      // The address as typed differs in case: it is the same guest.
      expectOneWinner(await Promise.all(clients.map((client, i) => buyAsGuest(client, i % 2 ? email.toUpperCase() : email, 'raz-na-pochtu'))));
      expect(await reservedUses('RAZ-NA-POCHTU')).toBe(1);
      // Another address still may.
      expect((await buyAsGuest(await guest('127.0.2.99'), `other-${backend}@example.ru`, 'raz-na-pochtu')).status).toBe(200);
    });

    it('should refuse a client its 21st wrong code in an hour with 429 in Russian, and let others check', async () => {
      await create({ code: 'NASTOYASHCHIY', kind: 'percent', percent: 5 });
      // One client (an IPv4 address here; an IPv6 /64 counts as one, `shared/client-network.ts`).
      const guesser = await guest('127.0.3.1');
      for (let i = 0; i < 20; i++) {
        const wrong = await guesser.get<Refusal>(`/api/promo-codes/NET-${i}/`, { product: 'product', type: careerGuide });
        expect(wrong.status).toBe(400);
        expect(wrong.body.detail).toBe('Промокод не найден.');
      }
      // Past its wrong codes, even the right code is not looked at.
      const refused = await guesser.get<Refusal>('/api/promo-codes/NASTOYASHCHIY/', { product: 'product', type: careerGuide });
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toMatch(/^Слишком много неверных промокодов с вашего адреса\. Попробуйте через \d+ мин\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
      // Another client checks as usual.
      expect((await (await guest('127.0.3.2')).get('/api/promo-codes/NASTOYASHCHIY/', { product: 'product', type: careerGuide })).status).toBe(200);
      // An hour later the guesser may check again.
      clock.advance(61 * 60_000);
      expect((await guesser.get('/api/promo-codes/NASTOYASHCHIY/', { product: 'product', type: careerGuide })).status).toBe(200);
    });

    // The clock stands still in each of these: every guess below falls in one hour.
    const tooMany = /^Слишком много неверных промокодов с вашего адреса\. Попробуйте через \d+ мин\.$/;
    /** Of answers to guesses sent at the same moment: how many were looked at (refused as wrong) and how many refused 429 in Russian. */
    const tally = (answers: Array<{ status: number; body: unknown }>) => {
      for (const answer of answers.filter((one) => one.status === 429)) expect((answer.body as Refusal).detail).toMatch(tooMany);
      const lookedAt = answers.filter((answer) => answer.status !== 429);
      for (const answer of lookedAt) expect((answer.body as Refusal).detail).toBe('Промокод не найден.');
      return { lookedAt: lookedAt.length, refused: answers.length - lookedAt.length };
    };

    it(`should look at no more than ${wrongPromoCodesPerClientPerHour} of 40 wrong codes sent to the price check at the same moment`, async () => {
      const guesser = await guest('127.0.6.1');
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => guesser.get(`/api/promo-codes/PARALLEL-${i}/`, { product: 'product', type: careerGuide })));
      expect(tally(answers)).toEqual({ lookedAt: wrongPromoCodesPerClientPerHour, refused: 40 - wrongPromoCodesPerClientPerHour });
    });

    it(`should count wrong codes sent to buy against the same limit, per account and per client network, ${wrongPromoCodesPerClientPerHour} of 40 at the same moment`, async () => {
      await create({ code: 'PRAVILNYY', kind: 'percent', percent: 5 });
      const buyer = app.client({ clientIp: '127.0.7.1' });
      const seenCodes = new Set<string>();
      await registerAndSignIn(buyer, app.outboxDir, `guesser-${backend}@example.ru`, seenCodes);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => buyer.post('/api/buy/', { product: 'product', type: careerGuide, amount: 1, promo_code: `NET-${i}` })),
      );
      expect(tally(answers)).toEqual({ lookedAt: wrongPromoCodesPerClientPerHour, refused: 40 - wrongPromoCodesPerClientPerHour });
      // Her account is counted wherever she comes from, in the price check too; her code is not looked at.
      const elsewhere = app.client({ clientIp: '127.0.7.2' });
      await registerAndSignIn(elsewhere, app.outboxDir, `guesser-${backend}@example.ru`, seenCodes);
      const refused = await elsewhere.get<Refusal>('/api/promo-codes/PRAVILNYY/', { product: 'product', type: careerGuide });
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toMatch(tooMany);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
      // Another account from that network is not.
      const neighbour = app.client({ clientIp: '127.0.7.2' });
      await registerAndSignIn(neighbour, app.outboxDir, `neighbour-${backend}@example.ru`);
      expect((await neighbour.post('/api/buy/', { product: 'product', type: careerGuide, amount: 1, promo_code: 'pravilnyy' })).status).toBe(200);
    });

    it('should not count right codes: a client may check one more often than the limit of wrong ones', async () => {
      await create({ code: 'CHASTO', kind: 'percent', percent: 5 });
      const checker = await guest('127.0.9.1');
      for (let i = 0; i < wrongPromoCodesPerClientPerHour + 5; i++) {
        expect((await checker.get('/api/promo-codes/chasto/', { product: 'product', type: careerGuide })).status).toBe(200);
      }
      const wrong = await checker.get<Refusal>('/api/promo-codes/NE-CHASTO/', { product: 'product', type: careerGuide });
      expect(wrong.status).toBe(400);
    });

    it('should refuse a purchase with 429 from a client network that guessed its codes through the price check', async () => {
      await create({ code: 'VERNYY', kind: 'percent', percent: 5 });
      const guesser = await guest('127.0.8.1');
      tally(await Promise.all(Array.from({ length: wrongPromoCodesPerClientPerHour }, (_, i) => guesser.get(`/api/promo-codes/NET-${i}/`, { product: 'product', type: careerGuide }))));
      const refused = await buyAsGuest(guesser, `late-${backend}@example.ru`, 'vernyy');
      expect(refused.status).toBe(429);
      expect((refused.body as Refusal).detail).toMatch(tooMany);
      expect(await reservedUses('VERNYY')).toBe(0);
    });
  });
}
