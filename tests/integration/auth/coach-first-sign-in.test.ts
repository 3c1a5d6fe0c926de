import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../support/clock';
import { requestCode } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type JournalEvent = { type: string; title: string; actor_display: string };

describe('the coach signing in on a fresh install', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  const coachEmail = 'coach@example.ru';
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', now: clock.now, adminEmails: [coachEmail] });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should mail the coach a code from «Вход» and open her account without the client consents', async () => {
    const coach = app.client();
    await coach.get('/api/csrf');
    const seen = new Set<string>();
    const { uuid, code } = await requestCode(coach, app.outboxDir, coachEmail, { seen });
    type SignedIn = { success: boolean; user: { email: string; is_superuser: boolean }; account_opened?: boolean };
    const signedIn = await coach.post<SignedIn>('/api/token', { uuid, code });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email: coachEmail, is_superuser: true });
    // Her first sign-in opened the account: the app takes her to the back office.
    expect(signedIn.body.account_opened).toBe(true);

    const journal = await coach.get<JournalEvent[]>('/api/audit/events/');
    expect(journal.status).toBe(200);
    const types = journal.body.map((event) => event.type);
    expect(types).toContain('CoachAccountOpened');
    expect(types).not.toContain('UserRegistered');
    expect(types).not.toContain('PersonalDataConsentGiven');
    expect(journal.body.find((event) => event.type === 'CoachAccountOpened')).toMatchObject({ title: 'Аккаунт коуча открыт', actor_display: 'коуч' });

    // Later sign-ins are ordinary ones.
    const again = app.client();
    await again.get('/api/csrf');
    const second = await requestCode(again, app.outboxDir, coachEmail, { seen });
    const signedInAgain = await again.post<SignedIn>('/api/token', second);
    expect(signedInAgain.status).toBe(200);
    expect(signedInAgain.body.account_opened).toBeUndefined();
  });
});
