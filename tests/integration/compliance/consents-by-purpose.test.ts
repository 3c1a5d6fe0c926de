import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginSessionPolicy } from '../../../server/src/modules/auth/login-sessions';
import type { Database } from '../../../server/src/db/database';
import { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { openAppDatabase } from '../../support/migrated-database';
import { practiceDetails } from '../../support/practice-details';
import { deleteAccount, registerAndSignIn } from '../../support/sign-in';
import { schedulePlan } from '../../support/schedule-plan';
import { startSmtpStandIn, type SmtpStandIn } from '../../support/smtp-stand-in';
import { startTelegramStandIn } from '../../support/telegram-stand-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type PurposeConsent = {
  purpose: string;
  title: string;
  processor: string | null;
  country: string | null;
  document: string;
  version: string;
  given: boolean;
  given_at: string | null;
  cross_border: boolean;
  required_for: string[];
};
type Consents = { consents: PurposeConsent[] };
type HistoryEntry = { kind: string; action: string; document: string | null; version: string | null; at: string; source: string; address: string | null };
type Channels = { channels: Array<{ channel: string; linked: boolean; link: { url: string } | null }> };
type BuyResponse = { data: { token: string | null; id: string } };

const botToken = '123456:stand-in-token';
/** Where the tests' requests come from, as the app sees them (`ctx.ip`). */
const localAddress = '127.0.0.1';
const webhookSecret = 'webhook-secret-of-the-tests';
const annaChat = '1001';

/**
 * The consents by purpose (issue 48, 156-FZ): one per processor the configuration uses, each given
 * or withdrawn in «Настройки»; a paid purchase asks the payment service's once, before it begins;
 * withdrawing a messenger's unlinks its chat; the mail service's is asked only with SMTP.
 */
describe('consents by purpose and processor (embedded, Telegram stand-in)', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let telegram: Awaited<ReturnType<typeof startTelegramStandIn>>;
  let smtp: SmtpStandIn;
  let db: Database;
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;
  const environment = () => ({
    SANDBOX_RECEIPT_DELAY_MS: '0',
    TELEGRAM_BOT_TOKEN: botToken,
    TELEGRAM_BOT_USERNAME: 'practice_test_bot',
    TELEGRAM_WEBHOOK_SECRET: webhookSecret,
    TELEGRAM_API_URL: telegram.url,
  });

  const consents = async () => (await anna.get<Consents>('/api/setting/consents/')).body.consents;
  const consentOf = async (purpose: string) => (await consents()).find((item) => item.purpose === purpose);
  const history = async (kind: string) => (await anna.get<{ consent_history: HistoryEntry[] }>('/api/setting/')).body.consent_history.filter((entry) => entry.kind === kind);
  const sessionsOn = async (day: string) => (await coach.get<Array<{ id: number }>>('/api/consultation/', { start: `${day} 00:00`, end: `${day} 23:59` })).body;
  const setConsent = (purpose: string, given: boolean) => anna.request<Consents & { detail?: string }>('PUT', `/api/setting/consents/${purpose}/`, { body: { given } });

  beforeAll(async () => {
    [telegram, smtp, db] = await Promise.all([startTelegramStandIn(botToken), startSmtpStandIn(), openAppDatabase()]);
    app = await startTestApp({ backend: 'embedded', database: db, now: clock.now, jobsFollowNow: true, adminEmails: ['coach@example.ru'], environment: environment() });
    [coach, anna] = [app.client(), app.client()];
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
    expect((await coach.request('PUT', '/api/practice/', { body: practiceDetails('self_employed') })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await Promise.all([telegram?.close(), smtp?.close()]);
  });

  it('should list the purposes in force: processing, mailing, the payment service and Telegram; no mail service without SMTP, no rooms, no MAX', async () => {
    const listed = await consents();
    expect(listed.map((item) => item.purpose)).toEqual(['personal_data', 'advertising', 'payment_provider', 'messenger_telegram']);
    expect(listed.find((item) => item.purpose === 'personal_data')).toMatchObject({ given: true, document: '/user-personal-data' });
    expect(listed.find((item) => item.purpose === 'payment_provider')).toMatchObject({
      given: false,
      given_at: null,
      processor: expect.stringMatching(/ЮKassa/),
      country: 'Россия',
      cross_border: false,
      document: '/user-payment-provider',
      required_for: ['purchase'],
    });
    expect(listed.find((item) => item.purpose === 'messenger_telegram')).toMatchObject({ given: false, cross_border: true, document: '/user-messenger-telegram' });
    expect((await anna.request('GET', '/api/setting/consents/', {})).status).toBe(200);
    expect((await new ApiClient(app.baseUrl).get('/api/setting/consents/')).status).toBe(401);
  });

  it('should refuse a paid booking without the payment consent with 409 and a Russian detail, and begin nothing', async () => {
    const refused = await anna.post<{ detail: string }>('/api/buy/', { product: 'consultation', type: 1, date: '2026-12-02 07:00', payment_consent: false });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Чтобы оплатить, дайте согласие на передачу данных платёжному сервису ЮKassa.');
    // Without the field at all (as an older page would send it).
    const raw = await anna.raw('POST', '/api/buy/', { body: { content: JSON.stringify({ product: 'consultation', type: 1, date: '2026-12-02 07:00' }), type: 'application/json' } });
    expect(raw.status).toBe(409);
    expect(await sessionsOn('2026-12-02')).toEqual([]);
    expect(await history('payment_provider')).toEqual([]);
  });

  it('should record the payment consent (document, version, time) once with the booking that carries it, and ask no more', async () => {
    const bought = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, date: '2026-12-02 07:00', payment_consent: true });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.data.token).toBeTruthy();
    expect(await sessionsOn('2026-12-02')).toHaveLength(1);
    expect(await history('payment_provider')).toEqual([
      { kind: 'payment_provider', action: 'given', document: '/user-payment-provider', version: '2026-12-03', at: clock.now().toISOString(), source: 'purchase', address: localAddress },
    ]);
    expect(await consentOf('payment_provider')).toMatchObject({ given: true, given_at: clock.now().toISOString() });

    const again = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, date: '2026-12-03 07:00', payment_consent: false });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await history('payment_provider')).toHaveLength(1);
  });

  it('should answer 404 for an unknown or unconfigured purpose and 409 for withdrawing the consent to processing', async () => {
    for (const purpose of ['nonsense', 'mail_service', 'video_rooms', 'messenger_max']) {
      const answer = await setConsent(purpose, true);
      expect(answer.status, purpose).toBe(404);
      expect(answer.body.detail).toMatch(/согласия нет/);
    }
    const refused = await setConsent('personal_data', false);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/удалите его/);
    expect(await consentOf('personal_data')).toMatchObject({ given: true });
  });

  it('should give and withdraw the advertising consent through the same events as its own switch', async () => {
    expect((await setConsent('advertising', true)).body.consents.find((item) => item.purpose === 'advertising')?.given).toBe(true);
    expect((await setConsent('advertising', false)).body.consents.find((item) => item.purpose === 'advertising')?.given).toBe(false);
    expect((await history('advertising')).map((entry) => [entry.action, entry.source])).toEqual([
      ['given', 'settings'],
      ['withdrawn', 'settings'],
    ]);
  });

  it('should unlink her Telegram chat when she withdraws its consent, and record a consent given without a chat', async () => {
    const made = await anna.post<Channels>('/api/setting/messenger/', { channel: 'telegram', consent: true });
    const token = new URL(made.body.channels.find((channel) => channel.channel === 'telegram')?.link?.url ?? '').searchParams.get('start');
    const webhook = new ApiClient(app.baseUrl, { 'x-telegram-bot-api-secret-token': webhookSecret });
    const update = { update_id: 1, message: { message_id: 1, chat: { id: Number(annaChat), type: 'private' }, date: 0, text: `/start ${token}` } };
    expect((await webhook.request('POST', '/api/messenger/telegram/webhook/', { body: update })).status).toBe(200);
    const telegramLinked = async () => (await anna.get<Channels>('/api/setting/messenger/')).body.channels.find((channel) => channel.channel === 'telegram')?.linked;
    await expect.poll(telegramLinked, { timeout: 15_000, interval: 100 }).toBe(true);
    expect(await consentOf('messenger_telegram')).toMatchObject({ given: true });

    const withdrawn = await setConsent('messenger_telegram', false);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.consents.find((item) => item.purpose === 'messenger_telegram')?.given).toBe(false);
    expect(await telegramLinked()).toBe(false);

    expect((await setConsent('messenger_telegram', true)).body.consents.find((item) => item.purpose === 'messenger_telegram')?.given).toBe(true);
    expect(await telegramLinked()).toBe(false);
    expect((await setConsent('messenger_telegram', false)).status).toBe(200);
    expect((await history('messenger_telegram')).map((entry) => [entry.action, entry.source])).toEqual([
      ['given', 'messenger-link'],
      ['withdrawn', 'messenger-unlinked'],
      ['given', 'settings'],
      ['withdrawn', 'settings'],
    ]);
  });

  it('should ask the mail service\'s consent only once the practice mails through SMTP', async () => {
    const cookies = { session: anna.cookie(loginSessionPolicy.cookieName), csrf: anna.cookie('csrftoken') };
    await app.close();
    app = await startTestApp({ backend: 'embedded', database: db, now: clock.now, adminEmails: ['coach@example.ru'], environment: { ...environment(), SMTP_URL: smtp.url } });
    anna = new ApiClient(app.baseUrl);
    anna.setCookie(loginSessionPolicy.cookieName, cookies.session!);
    anna.setCookie('csrftoken', cookies.csrf!);

    expect((await consents()).map((item) => item.purpose)).toEqual(['personal_data', 'advertising', 'payment_provider', 'mail_service', 'messenger_telegram']);
    expect(await consentOf('mail_service')).toMatchObject({ given: false, document: '/user-mail-service', required_for: ['account', 'mail'], cross_border: false });
    const given = await setConsent('mail_service', true);
    expect(given.status).toBe(200);
    expect(given.body.consents.find((item) => item.purpose === 'mail_service')).toMatchObject({ given: true, given_at: clock.now().toISOString() });
    expect(await history('mail_service')).toEqual([
      { kind: 'mail_service', action: 'given', document: '/user-mail-service', version: '2026-12-03', at: clock.now().toISOString(), source: 'settings', address: localAddress },
    ]);
  }, 60_000);

  it('should ask the mail service\'s consent at registration with SMTP, say so publicly, and record it when the account opens', async () => {
    const guest = new ApiClient(app.baseUrl);
    const purposes = await guest.get<{ purposes: Array<{ purpose: string; required_for: string[] }> }>('/api/consent-purposes/');
    expect(purposes.status).toBe(200);
    expect(purposes.body.purposes.find((item) => item.purpose === 'mail_service')).toMatchObject({ required_for: ['account', 'mail'] });
    await guest.get('/api/csrf');
    const refused = await guest.get<{ detail: string }>('/api/send-code/', { email: 'vera@example.ru', registration: true, agreement: true, notification: false });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/согласие на передачу адреса почты почтовому сервису/);
    expect(smtp.received.filter((message) => message.to.includes('vera@example.ru'))).toEqual([]);

    const sent = await guest.get<{ uuid: string }>('/api/send-code/', { email: 'vera@example.ru', registration: true, agreement: true, notification: false, mail_consent: true });
    expect(sent.status).toBe(200);
    const mail = await smtp.waitForMessage((message) => message.to.includes('vera@example.ru') && /\b\d{5}\b/.test(message.subject));
    const code = /\b(\d{5})\b/.exec(mail.subject)?.[1];
    expect((await guest.post('/api/token', { uuid: sent.body.uuid, code })).status).toBe(200);
    const ledger = (await guest.get<{ consent_history: HistoryEntry[] }>('/api/setting/')).body.consent_history;
    expect(ledger.map(({ kind, source, address }) => [kind, source, address])).toEqual([
      ['personal_data', 'registration', localAddress],
      ['mail_service', 'registration', localAddress],
    ]);
  }, 60_000);

  it('should ask the video rooms\' consent with a booking while the coach uses Jitsi, once, and forget where consents came from with the account', async () => {
    const cookies = { session: anna.cookie(loginSessionPolicy.cookieName), csrf: anna.cookie('csrftoken') };
    await app.close();
    const jitsi = { JITSI_URL: 'https://meet.coach.example', JITSI_APP_ID: 'coach-practice', JITSI_APP_SECRET: 'jitsi-secret-shared-with-prosody' };
    app = await startTestApp({ backend: 'embedded', database: db, now: clock.now, adminEmails: ['coach@example.ru'], environment: { ...environment(), ...jitsi } });
    [anna, coach] = [new ApiClient(app.baseUrl), app.client()];
    anna.setCookie(loginSessionPolicy.cookieName, cookies.session!);
    anna.setCookie('csrftoken', cookies.csrf!);
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    expect((await coach.request('PUT', '/api/schedule/', { body: { ...schedulePlan(['10:00']), room_provider: 'jitsi' } })).status).toBe(200);

    expect(await consentOf('video_rooms')).toMatchObject({ given: false, document: '/user-video-rooms', required_for: ['sessions'] });
    const refused = await anna.post<{ detail: string }>('/api/buy/', { product: 'consultation', type: 1, date: '2026-12-04 07:00' });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Чтобы записаться, дайте согласие на передачу вашего имени сервису видеокомнат, где проходят сессии.');
    expect(await sessionsOn('2026-12-04')).toEqual([]);

    const booked = await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, date: '2026-12-04 07:00', rooms_consent: true });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(await sessionsOn('2026-12-04')).toHaveLength(1);
    expect((await history('video_rooms')).map(({ action, source, address }) => [action, source, address])).toEqual([['given', 'purchase', localAddress]]);
    expect((await anna.post<BuyResponse>('/api/buy/', { product: 'consultation', type: 1, date: '2026-12-07 07:00' })).status).toBe(200);

    const annaId = (await anna.get<{ id: string }>('/api/user-me/')).body.id;
    await deleteAccount(anna, app.outboxDir, 'anna@example.ru');
    await expect
      .poll(async () => (await db.query<{ address: string | null }>(`SELECT address FROM user_consents WHERE user_id = $1`, [annaId])).rows.map((row) => row.address), { timeout: 10_000 })
      .toEqual(expect.arrayContaining([null]));
    const left = await db.query<{ address: string | null }>(`SELECT address FROM user_consents WHERE user_id = $1 AND address IS NOT NULL`, [annaId]);
    expect(left.rows).toEqual([]);
  }, 60_000);
});
