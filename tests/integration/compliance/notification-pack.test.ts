import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginSessionPolicy } from '../../../server/src/modules/auth/login-sessions';
import type { Database } from '../../../server/src/db/database';
import { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { openAppDatabase } from '../../support/migrated-database';
import { practiceDetails } from '../../support/practice-details';
import { registerAndSignIn } from '../../support/sign-in';
import { startSmtpStandIn, type SmtpStandIn } from '../../support/smtp-stand-in';
import { startTestApp, type TestApp } from '../../support/test-app';
import { startYookassaStandIn, type YookassaStandIn } from '../../support/yookassa-stand-in';

type Processor = { id: string; country: string | null; cross_border: 'no' | 'yes' | 'unknown' };
type Pack = {
  processors: Processor[];
  data_categories: string[];
  text: string;
  filing: { filed_on: string; registry_number: string } | null;
  changed_since_filing: boolean;
  changes: { added_processors: string[]; added_categories: string[] };
};
type DataMap = { rows: Array<{ processor: Processor; flag: string | null }>; foreign_scripts: string[]; script_sources: string[] };
type PaymentBody = { receipt: { items: Array<{ vat_code: number; payment_mode: string }> } };
type BuyResponse = { data: { id: string } };

const filing = { filed_on: '2026-11-20', registry_number: '77-26-000001' };
const statements = { database_country: 'Россия', processing_started_on: '2026-11-20', host_countries: [], cross_border_notice_filed_on: null };

/**
 * The pack names the processors the configuration uses; a filing keeps what it named, so the same
 * practice started again with an SMTP server is told its notification no longer matches.
 */
describe('the Roskomnadzor notification pack across a change of configuration (embedded)', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  const credentials = { shopId: '506751', secretKey: 'test_stand_in_secret' };
  let yookassa: YookassaStandIn;
  let smtp: SmtpStandIn;
  let db: Database;
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;
  const yookassaEnvironment = () => ({
    YOOKASSA_SHOP_ID: credentials.shopId,
    YOOKASSA_SECRET_KEY: credentials.secretKey,
    YOOKASSA_API_URL: yookassa.baseUrl,
    YOOKASSA_NOTIFICATION_NETWORKS: '127.0.0.1,::1',
  });

  beforeAll(async () => {
    [yookassa, smtp, db] = await Promise.all([startYookassaStandIn(credentials), startSmtpStandIn(), openAppDatabase()]);
    app = await startTestApp({ backend: 'embedded', database: db, now: clock.now, environment: yookassaEnvironment() });
    [coach, anna] = [app.client(), app.client()];
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await Promise.all([yookassa?.close(), smtp?.close()]);
  });

  it('should list exactly the processors configured (YooKassa, in Russia) and only to the coach', async () => {
    expect((await anna.get('/api/admin/compliance/notification/')).status).toBe(403);
    const pack = await coach.get<Pack>('/api/admin/compliance/notification/');
    expect(pack.status, JSON.stringify(pack.body)).toBe(200);
    expect(pack.body.processors).toEqual([expect.objectContaining({ id: 'payment', country: 'Россия', cross_border: 'no' })]);
    expect(pack.body.text).toContain('ЮKassa');
    expect(pack.body.text).not.toContain('SMTP');
    expect(pack.body).toMatchObject({ filing: null, changed_since_filing: false });
  });

  it("should carry the service's VAT rate in a VAT-paying ИП's receipt (5 % paid ahead: 5/105, code 9)", async () => {
    expect((await coach.request('PUT', '/api/practice/', { body: practiceDetails('sole_proprietor') })).status).toBe(200);
    const receiptOf = async (day: string) => {
      const bought = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: `${day} 07:00` });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      const payment = [...yookassa.requests].reverse().find((request) => request.method === 'POST' && request.path === '/v3/payments');
      return (payment?.body as PaymentBody).receipt.items[0];
    };
    // УСН under the threshold: no VAT.
    expect(await receiptOf('2026-12-02')).toMatchObject({ vat_code: 1, payment_mode: 'full_prepayment' });
    const rates = await coach.request<{ vat: { payer: boolean } }>('PUT', '/api/admin/compliance/vat-rates/', {
      body: { usn_pays_vat: true, default_rate: 'vat22', services: [{ consultation_type: 1, rate: 'vat5' }] },
    });
    expect(rates.status, JSON.stringify(rates.body)).toBe(200);
    expect(rates.body.vat.payer).toBe(true);
    expect(await receiptOf('2026-12-03')).toMatchObject({ vat_code: 9, payment_mode: 'full_prepayment' });
  });

  it('should add the mail server when SMTP is configured and say the filed notification no longer matches', async () => {
    const saved = await coach.request<Pack>('PUT', '/api/admin/compliance/notification/', { body: { ...statements, filing } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ filing, changed_since_filing: false });

    const { sessionid, csrftoken } = { sessionid: coach.cookie(loginSessionPolicy.cookieName), csrftoken: coach.cookie('csrftoken') };
    await app.close();
    app = await startTestApp({ backend: 'embedded', database: db, now: clock.now, environment: { ...yookassaEnvironment(), SMTP_URL: smtp.url } });
    coach = new ApiClient(app.baseUrl);
    coach.setCookie(loginSessionPolicy.cookieName, sessionid!);
    coach.setCookie('csrftoken', csrftoken!);

    const pack = (await coach.get<Pack>('/api/admin/compliance/notification/')).body;
    expect(pack.processors.map((processor) => processor.id)).toEqual(['payment', 'mail']);
    expect(pack.processors[1]).toMatchObject({ country: null, cross_border: 'unknown' });
    expect(pack).toMatchObject({ filing, changed_since_filing: true, changes: { added_processors: ['mail'], added_categories: [] } });

    const map = (await coach.get<DataMap>('/api/admin/compliance/data-map/')).body;
    expect(map.rows.find((row) => row.processor.id === 'mail')?.flag).toMatch(/Страна не указана/);
    expect(map.rows.find((row) => row.processor.id === 'payment')?.flag).toBeNull();
    expect(map.foreign_scripts).toEqual([]);
    expect(map.script_sources).toContain("'self'");

    // Filed again with the mail server named: the pack matches again.
    const refiled = await coach.request<Pack>('PUT', '/api/admin/compliance/notification/', {
      body: { ...statements, host_countries: [{ host: '127.0.0.1', country: 'Россия' }], filing: { ...filing, filed_on: '2026-11-22' } },
    });
    expect(refiled.body).toMatchObject({ changed_since_filing: false });
    expect(refiled.body.processors[1]).toMatchObject({ country: 'Россия', cross_border: 'no' });
  });
});
