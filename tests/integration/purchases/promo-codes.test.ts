import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { startYookassaStandIn, type YookassaStandIn } from '../../support/yookassa-stand-in';
import { describeOnceInFastLane, scenarioStores } from '../../support/test-lane';

type BuyResponse = { result: boolean; free: boolean; message?: string; data: { token: string | null; id: string; amount: number } };
type Refusal = { detail: string };
type PromoCode = { code: string; active: boolean; uses: number };
type Movement = { purchase_id: string; amount: number; promo_code?: string | null; discount?: number | null; full_amount?: number | null; receipts: Array<{ kind: string; amount: number }> };

const freeGuide = 1; // 0 ₽
const workbook = 2; // 990 ₽
const careerGuide = 3; // 1 490 ₽
const session = 1; // 3 500 ₽
const packageOfFive = 2; // 15 750 ₽

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`promo codes (${backend})`, () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    let app: TestApp;
    let coach: ApiClient;
    let anna: ApiClient;
    let stranger: ApiClient;
    const signedIn = async (email: string, clientIp?: string) => {
      const client = app.client(clientIp ? { clientIp } : {});
      await registerAndSignIn(client, app.outboxDir, email);
      return client;
    };

    beforeAll(async () => {
      // A short hold (about 3 s) lets an unpaid session expire within the test.
      app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'], paymentHoldMinutes: 0.05 });
      coach = await signedIn('coach@example.ru');
      anna = await signedIn('anna@example.ru');
      stranger = app.client();
      await stranger.get('/api/csrf');
    });
    afterAll(async () => {
      await app?.close();
    });

    const create = async (body: Record<string, unknown>) => {
      const created = await coach.post<PromoCode>('/api/admin/promo-codes/', body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body;
    };
    const buyProduct = (client: ApiClient, type: number, promoCode?: string) =>
      client.post<BuyResponse>('/api/buy/', { product: 'product', type, amount: 1, ...(promoCode ? { promo_code: promoCode } : {}) });
    const buySession = (client: ApiClient, type: number, date: string, promoCode?: string) =>
      client.post<BuyResponse>('/api/buy/', { product: 'consultation', type, amount: 1, date, ...(promoCode ? { promo_code: promoCode } : {}) });
    const pay = async (client: ApiClient, bought: BuyResponse) => {
      expect((await client.post(`/api/sandbox/checkout/${bought.data.token}`, { outcome: 'succeeded' })).status).toBe(200);
      expect((await client.get<{ result: boolean }>('/api/buySuccessId/', { id: bought.data.id })).body.result).toBe(true);
    };
    const movementOf = async (purchaseId: string) => {
      let found: Movement | undefined;
      await expect
        .poll(async () => {
          found = (await coach.get<{ items: Movement[] }>('/api/admin/payments/')).body.items.find((movement) => movement.purchase_id === purchaseId);
          return found?.receipts.length ?? 0;
        }, { timeout: 10_000 })
        .toBeGreaterThan(0);
      return found!;
    };
    const refused = (response: { status: number; body: unknown }, status: number, detail: string) => {
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      expect((response.body as Refusal).detail).toBe(detail);
    };

    it('should let only the coach create codes, unique whatever the case', async () => {
      const created = await create({ code: 'vesna20', kind: 'percent', percent: 20 });
      expect(created).toMatchObject({ code: 'VESNA20', active: true, uses: 0, consultation_types: null, products: null });
      refused(await coach.post('/api/admin/promo-codes/', { code: 'Vesna20', kind: 'amount', amount: 100 }), 409, 'Такой промокод уже есть.');
      expect((await anna.post('/api/admin/promo-codes/', { code: 'MINE', kind: 'percent', percent: 100 })).status).toBe(403);
      expect((await anna.get('/api/admin/promo-codes/')).status).toBe(403);
    });

    it('should take 20 % off a product: the price shown, the purchase, the payment and its receipt', async () => {
      const quote = await anna.get('/api/promo-codes/vesna20/', { product: 'product', type: workbook });
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      expect(quote.body).toEqual({ code: 'VESNA20', full_amount: 990, discount: 198, amount: 792 });
      const bought = await buyProduct(anna, workbook, 'vesna20');
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      expect(bought.body.data.amount).toBe(792);
      const [started] = await app.services.store.readStream(`purchase-${bought.body.data.id}`);
      expect(started?.data).toMatchObject({ amountKopecks: 79_200, promo: { code: 'VESNA20', discountKopecks: 19_800, fullAmountKopecks: 99_000 } });
      await pay(anna, bought.body);
      const movement = await movementOf(bought.body.data.id);
      expect(movement).toMatchObject({ amount: 792, promo_code: 'VESNA20', discount: 198, full_amount: 990 });
      expect(movement.receipts.map(({ kind, amount }) => ({ kind, amount }))).toEqual([{ kind: 'payment', amount: 792 }]);
      const journal = await coach.get<Array<{ type: string; summary: string }>>('/api/audit/events/', { q: bought.body.data.id });
      expect(journal.body.find((event) => event.type === 'PurchaseStarted')?.summary).toMatch(/промокод VESNA20/);
    });

    it('should take 20 % off a package of sessions, paid and granted as usual', async () => {
      const bought = await buySession(anna, packageOfFive, '2026-12-02 07:00', 'VESNA20');
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      expect(bought.body.data.amount).toBe(12_600);
      await pay(anna, bought.body);
      expect((await anna.get<{ balance: number }>('/api/consultation-credits/')).body.balance).toBe(4);
      const movement = await movementOf(bought.body.data.id);
      expect(movement).toMatchObject({ amount: 12_600, promo_code: 'VESNA20', discount: 3150, full_amount: 15_750 });
      expect(movement.receipts.map(({ kind, amount }) => ({ kind, amount }))).toEqual([{ kind: 'payment', amount: 12_600 }]);
      const codes = (await coach.get<PromoCode[]>('/api/admin/promo-codes/')).body;
      expect(codes.find((code) => code.code === 'VESNA20')?.uses).toBe(2);
    });

    it('should refuse a code beyond its total limit, and a second use by the same client', async () => {
      await create({ code: 'ODIN', kind: 'amount', amount: 500, max_uses: 1 });
      const olga = await signedIn('olga@example.ru');
      const vera = await signedIn('vera@example.ru');
      expect((await buyProduct(olga, careerGuide, 'odin')).body.data?.amount).toBe(990);
      refused(await buyProduct(vera, careerGuide, 'odin'), 409, 'Промокод уже использован.');
      refused(await vera.get('/api/promo-codes/ODIN/', { product: 'product', type: careerGuide }), 409, 'Промокод уже использован.');

      await create({ code: 'RAZ-V-RUKI', kind: 'percent', percent: 10, max_uses_per_client: 1 });
      expect((await buyProduct(vera, careerGuide, 'raz-v-ruki')).status).toBe(200);
      refused(await buySession(vera, session, '2026-12-03 07:00', 'raz-v-ruki'), 409, 'Промокод уже использован.');
      // Another client still may.
      expect((await buyProduct(olga, workbook, 'raz-v-ruki')).status).toBe(200);
    });

    it('should refuse an unknown code, one for other services, an expired one and a deactivated one', async () => {
      refused(await buyProduct(anna, careerGuide, 'NET-TAKOGO'), 400, 'Промокод не найден.');
      await create({ code: 'SESSII', kind: 'percent', percent: 15, consultation_types: [session], products: [] });
      refused(await buyProduct(anna, careerGuide, 'SESSII'), 400, 'Промокод не действует на эту услугу.');
      refused(await stranger.get('/api/promo-codes/SESSII/', { product: 'consultation', type: packageOfFive }), 400, 'Промокод не действует на эту услугу.');
      await create({ code: 'OSEN', kind: 'percent', percent: 30, valid_from: '2026-09-01', valid_until: '2026-11-21' });
      refused(await buyProduct(anna, careerGuide, 'osen'), 409, 'Срок действия промокода истёк.');
      refused(await stranger.get('/api/promo-codes/osen/', { product: 'product', type: careerGuide }), 409, 'Срок действия промокода истёк.');
      // Valid through the last Moscow day: 22 November is today.
      await create({ code: 'SEGODNYA', kind: 'percent', percent: 5, valid_until: '2026-11-22' });
      expect((await stranger.get('/api/promo-codes/segodnya/', { product: 'product', type: careerGuide })).status).toBe(200);
      const deactivated = await coach.post('/api/admin/promo-codes/SEGODNYA/deactivate/', {});
      expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
      refused(await buyProduct(anna, careerGuide, 'segodnya'), 409, 'Промокод больше не действует.');
      const listed = (await coach.get<PromoCode[]>('/api/admin/promo-codes/')).body.find((code) => code.code === 'SEGODNYA');
      expect(listed?.active).toBe(false);
    });

    it('should refuse a first-purchase code to a client who bought before, and give it to a new one', async () => {
      await create({ code: 'PERVAYA', kind: 'percent', percent: 100, first_purchase_only: true });
      refused(await buyProduct(anna, careerGuide, 'pervaya'), 409, 'Промокод действует только на первую покупку.');
      const nina = await signedIn('nina@example.ru');
      // 100 % off: free, and complete at once like the free guide.
      const bought = await buyProduct(nina, careerGuide, 'pervaya');
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      expect(bought.body).toMatchObject({ free: true, data: { amount: 0 } });
      const events = await app.services.store.readStream(`purchase-${bought.body.data.id}`);
      expect(events.map((event) => event.type)).toEqual(['PurchaseStarted', 'FreePurchaseCompleted']);
    });

    it('should give a use back when the purchase expires unpaid', async () => {
      await create({ code: 'POSLEDNIY', kind: 'percent', percent: 20, max_uses: 1 });
      const olga = await signedIn('olga2@example.ru');
      const bought = await buySession(olga, session, '2026-12-04 07:00', 'posledniy');
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      expect(bought.body.data.amount).toBe(2800);
      const vera = await signedIn('vera2@example.ru');
      refused(await buyProduct(vera, workbook, 'posledniy'), 409, 'Промокод уже использован.');
      clock.advance(5 * 60_000);
      await expect
        .poll(async () => (await app.services.store.readStream('promo-code-POSLEDNIY')).map((event) => event.type), { timeout: 20_000 })
        .toContain('PromoCodeUseReleased');
      const purchase = await app.services.store.readStream(`purchase-${bought.body.data.id}`);
      expect(purchase.map((event) => event.type)).toContain('PurchaseExpired');
      expect((await buyProduct(vera, workbook, 'posledniy')).status).toBe(200);
    });

    it('should give a use back when the payment is canceled', async () => {
      await create({ code: 'OTMENA', kind: 'percent', percent: 10, max_uses: 1 });
      const [lena, mila] = await Promise.all([signedIn('lena@example.ru'), signedIn('mila@example.ru')]);
      const bought = await buyProduct(lena, careerGuide, 'otmena');
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      refused(await buyProduct(mila, careerGuide, 'otmena'), 409, 'Промокод уже использован.');
      expect((await lena.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'canceled' })).status).toBe(200);
      const events = (await app.services.store.readStream('promo-code-OTMENA')).map((event) => event.type);
      expect(events).toEqual(['PromoCodeCreated', 'PromoCodeUseReserved', 'PromoCodeUseReleased']);
      expect((await buyProduct(mila, careerGuide, 'otmena')).body.data?.amount).toBe(1341);
    });

    const guestFrom = async (clientIp: string) => {
      const client = app.client({ clientIp });
      await client.get('/api/csrf');
      return client;
    };
    const buyAsGuest = (client: ApiClient, type: number, email: string, promoCode: string) =>
      client.post<BuyResponse>('/api/buy/', { product: 'product', type, amount: 1, email, agreement: true, notification: false, promo_code: promoCode });
    const reservedUses = async (code: string) => (await app.services.store.readStream(`promo-code-${code}`)).filter((event) => event.type === 'PromoCodeUseReserved').length;
    const unpaidHeld = 'С вашего адреса уже начаты неоплаченные покупки с этим промокодом. Оплатите их или попробуйте через час.';

    it('should refuse a code on the free guide, taking no use of it', async () => {
      await create({ code: 'DVA-RAZA', kind: 'percent', percent: 10, max_uses: 2 });
      for (const [i, clientIp] of ['127.0.9.1', '127.0.9.2', '127.0.9.3'].entries()) {
        refused(await buyAsGuest(await guestFrom(clientIp), freeGuide, `burner${i}@example.ru`, 'dva-raza'), 400, 'Это бесплатно: промокод не нужен.');
      }
      refused(await stranger.get('/api/promo-codes/DVA-RAZA/', { product: 'product', type: freeGuide }), 400, 'Это бесплатно: промокод не нужен.');
      expect(await reservedUses('DVA-RAZA')).toBe(0);
      // Both uses are still there for what costs money.
      for (const [i, clientIp] of ['127.0.9.4', '127.0.9.5'].entries()) {
        const bought = await buyAsGuest(await guestFrom(clientIp), workbook, `buyer${i}@example.ru`, 'dva-raza');
        expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      }
    });

    it('should refuse a first-purchase code to a client whose first purchase awaits payment', async () => {
      await create({ code: 'NOVAYA', kind: 'percent', percent: 15, first_purchase_only: true });
      const zoya = await signedIn('zoya@example.ru', '127.0.10.1');
      const first = await buyProduct(zoya, careerGuide, 'novaya');
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      refused(await buyProduct(zoya, workbook, 'novaya'), 409, 'Промокод действует только на первую покупку.');
      // A purchase awaiting payment without the code counts too.
      await create({ code: 'NOVAYA-2', kind: 'percent', percent: 15, first_purchase_only: true });
      refused(await buyProduct(zoya, workbook, 'novaya-2'), 409, 'Промокод действует только на первую покупку.');
      expect(await reservedUses('NOVAYA')).toBe(1);
    });

    it("should count a guest's use of a per-client code once she signs in with the address", async () => {
      await create({ code: 'ODNAZHDY', kind: 'percent', percent: 10, max_uses_per_client: 1 });
      const asGuest = await buyAsGuest(await guestFrom('127.0.11.1'), careerGuide, 'Inna@Example.ru', 'odnazhdy');
      expect(asGuest.status, JSON.stringify(asGuest.body)).toBe(200);
      const inna = await signedIn('inna@example.ru', '127.0.11.2');
      refused(await inna.get('/api/promo-codes/odnazhdy/', { product: 'product', type: workbook }), 409, 'Промокод уже использован.');
      refused(await buyProduct(inna, workbook, 'odnazhdy'), 409, 'Промокод уже использован.');
      expect(await reservedUses('ODNAZHDY')).toBe(1);
    });

    it('should let one guest address, and one client network, hold two uses unpaid at once', async () => {
      await create({ code: 'MNOGO', kind: 'percent', percent: 10 });
      // One address from different networks.
      const fromAddress = await Promise.all(['127.0.12.1', '127.0.12.2', '127.0.12.3'].map(guestFrom));
      for (const client of fromAddress.slice(0, 2)) expect((await buyAsGuest(client, careerGuide, 'holder@example.ru', 'mnogo')).status).toBe(200);
      refused(await buyAsGuest(fromAddress[2]!, workbook, 'holder@example.ru', 'mnogo'), 409, unpaidHeld);
      // Different addresses from one network.
      const network = await guestFrom('127.0.13.1');
      const started: BuyResponse[] = [];
      for (const i of [1, 2]) {
        const bought = await buyAsGuest(network, careerGuide, `neighbour${i}@example.ru`, 'mnogo');
        expect(bought.status, JSON.stringify(bought.body)).toBe(200);
        started.push(bought.body);
      }
      refused(await buyAsGuest(network, careerGuide, 'neighbour3@example.ru', 'mnogo'), 409, unpaidHeld);
      expect(await reservedUses('MNOGO')).toBe(4);
      // A use paid for is no longer held unpaid.
      await pay(network, started[0]!);
      const statusOf = async (purchaseId: string) => (await app.services.db.query<{ status: string }>(`SELECT status FROM purchases WHERE id = $1`, [purchaseId])).rows[0]?.status;
      await expect.poll(() => statusOf(started[0]!.data.id), { timeout: 10_000 }).toBe('paid');
      const next = await buyAsGuest(network, careerGuide, 'neighbour3@example.ru', 'mnogo');
      expect(next.status, JSON.stringify(next.body)).toBe(200);
    });

    it('should give the last use to exactly one of buyers at the same moment', async () => {
      await create({ code: 'GONKA', kind: 'percent', percent: 50, max_uses: 1 });
      const racers = await Promise.all(['r1', 'r2', 'r3', 'r4', 'r5'].map((name) => signedIn(`${name}@example.ru`)));
      const results = await Promise.all(racers.map((racer) => buyProduct(racer, careerGuide, 'GONKA')));
      expect(results.filter((result) => result.status === 200)).toHaveLength(1);
      const losers = results.filter((result) => result.status === 409);
      expect(losers).toHaveLength(4);
      for (const loser of losers) expect((loser.body as unknown as Refusal).detail).toBe('Промокод уже использован.');
      const reserved = (await app.services.store.readStream('promo-code-GONKA')).filter((event) => event.type === 'PromoCodeUseReserved');
      expect(reserved).toHaveLength(1);
    });
  });
}

/** What YooKassa is asked for: the discounted amount, and a receipt whose one item carries it (a local stand-in of its API). */
describeOnceInFastLane('a discounted payment and its receipt at YooKassa (local stand-in)', () => {
  const credentials = { shopId: '506751', secretKey: 'test_stand_in_secret' };
  let standIn: YookassaStandIn;
  let app: TestApp;

  beforeAll(async () => {
    standIn = await startYookassaStandIn(credentials);
    app = await startTestApp({
      backend: 'embedded',
      now: createTestClock(new Date('2026-11-22T09:00:00.000Z')).now,
      adminEmails: ['coach@example.ru'],
      environment: { YOOKASSA_SHOP_ID: credentials.shopId, YOOKASSA_SECRET_KEY: credentials.secretKey, YOOKASSA_API_URL: standIn.baseUrl },
    });
  });
  afterAll(async () => {
    await app?.close();
    await standIn?.close();
  });

  it('should ask for the price less 20 %, with the receipt item at that price', async () => {
    const coach = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    const anna = app.client();
    await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
    expect((await coach.post('/api/admin/promo-codes/', { code: 'VESNA20', kind: 'percent', percent: 20 })).status).toBe(201);
    const bought = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: packageOfFive, amount: 15_750, date: '2026-12-02 07:00', promo_code: 'vesna20' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const create = standIn.requests.find((request) => request.method === 'POST' && request.path === '/v3/payments');
    const body = create?.body as { amount: { value: string }; receipt: { items: Array<{ amount: { value: string } }> } };
    expect(body.amount.value).toBe('12600.00');
    expect(body.receipt.items).toEqual([expect.objectContaining({ amount: { value: '12600.00', currency: 'RUB' } })]);
  });
});
