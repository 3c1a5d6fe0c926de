import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail, type OutboxMail } from '../../support/outbox';
import { practiceDetails } from '../../support/practice-details';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type BuyResponse = { data: { token: string | null; id: string } };
type Kinds = Record<'booking' | 'purchase' | 'move' | 'cancellation' | 'refund' | 'receipt_problem' | 'testimonial' | 'waitlist', boolean>;

const allOn: Kinds = { booking: true, purchase: true, move: true, cancellation: true, refund: true, receipt_problem: true, testimonial: true, waitlist: true };
/** The practice's contact address (`practiceDetails`): where the coach's notices go. */
const coachAddress = 'maria@petrova-coach.ru';

/**
 * The coach told by mail (`modules/coach-notifications`): the follower of the events turns a paid
 * booking, a purchase and a refund into one mail each, a kind she switched off into none, and
 * with the digest on, the day's notices into one mail the next morning at 9:00 on her clock.
 */
describe('the coach told by mail of her practice (embedded)', () => {
  // 12:00 in Moscow.
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;

  const toCoach = async (): Promise<OutboxMail[]> => (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(coachAddress));
  const waitForCoachMail = (subject: string) => waitForMail(app.outboxDir, (mail) => mail.to.includes(coachAddress) && mail.subject.startsWith(subject), 15_000);
  /** Every notice recorded so far has been mailed, handed to the digest or dropped: nothing is on its way. */
  const noticesSettled = () =>
    expect
      .poll(async () => (await app.services.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM coach_notices WHERE state = 'pending'`)).rows[0]?.count, { timeout: 15_000 })
      .toBe(0);
  const buyAndPay = async (body: Record<string, unknown>, client = anna) => {
    const bought = await client.post<BuyResponse>('/api/buy/', body);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect((await client.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' })).status).toBe(200);
    return bought.body.data.id;
  };
  const choose = async (kinds: Kinds, digest: boolean) => {
    const saved = await coach.request('PUT', '/api/admin/coach-notifications/', { body: { kinds, digest } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', now: clock.now, jobsFollowNow: true, adminEmails: ['coach@example.ru'], environment: { SANDBOX_RECEIPT_DELAY_MS: '0' } });
    [coach, anna] = [app.client(), app.client()];
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
    expect((await coach.request('PUT', '/api/practice/', { body: practiceDetails('self_employed') })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('should have every kind on and one mail each until she chooses, sent to the practice address', async () => {
    expect((await coach.get('/api/admin/coach-notifications/')).body).toEqual({ kinds: allOn, digest: false, digest_hour: 9, email: coachAddress });
    expect((await anna.get('/api/admin/coach-notifications/')).status).toBe(403);
  });

  it('should mail a paid booking, a product purchase and its refund once each, dated on her clock and linked to the back office', async () => {
    await buyAndPay({ product: 'consultation', type: 1, amount: 3500, date: '2026-12-02 07:00' });
    const booking = await waitForCoachMail('Новая запись');
    expect(booking.subject).toContain('2 декабря 2026, 10:00 (Москва)');
    expect(booking.text).toContain('anna@example.ru');
    expect(booking.text).toContain('/lk/admin/schedule');

    const product = await buyAndPay({ product: 'product', type: 2, amount: 1 });
    const purchase = await waitForCoachMail('Новая покупка');
    expect(purchase.text).toContain('/lk/admin/payments');
    expect((await coach.post(`/api/purchase/${product}/refund/`, {})).status).toBe(200);
    await waitForCoachMail('Возврат');

    await noticesSettled();
    const subjects = (await toCoach()).map((mail) => mail.subject.split(':')[0] ?? '');
    expect(subjects.filter((subject) => subject === 'Новая запись')).toHaveLength(1);
    expect(subjects.filter((subject) => subject === 'Новая покупка')).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Возврат'))).toHaveLength(1);
  });

  it('should send nothing of a kind she switched off', async () => {
    await choose({ ...allOn, purchase: false }, false);
    const before = (await toCoach()).length;
    await buyAndPay({ product: 'product', type: 2, amount: 1 });
    await noticesSettled();
    expect(await toCoach()).toHaveLength(before);
    const { rows } = await app.services.db.query<{ state: string }>(`SELECT state FROM coach_notices ORDER BY occurred_at DESC LIMIT 1`);
    expect(rows).toEqual([{ state: 'dropped' }]);
  });

  it('should gather the day into one digest the next morning at 9:00 on her clock, instead of one mail each', async () => {
    await choose(allOn, true);
    const vera = app.client();
    await registerAndSignIn(vera, app.outboxDir, 'vera@example.ru');
    const before = (await toCoach()).length;
    await buyAndPay({ product: 'product', type: 2, amount: 1 }, vera);
    await buyAndPay({ product: 'consultation', type: 1, amount: 3500, date: '2026-12-03 07:00' });
    await noticesSettled();
    expect(await toCoach()).toHaveLength(before);

    // To 9:01 the next morning in Moscow.
    clock.advance(new Date('2026-11-23T06:01:00.000Z').getTime() - clock.now().getTime());
    const digest = await waitForCoachMail('Сводка');
    expect(digest.subject).toBe('Сводка на 23 ноября 2026: 2 события');
    expect(digest.text).toContain('Новая покупка');
    expect(digest.text).toContain('Новая запись');
    expect(digest.text).toContain('3 декабря 2026, 10:00 (Москва)');
    expect(await toCoach()).toHaveLength(before + 1);
  });
});
