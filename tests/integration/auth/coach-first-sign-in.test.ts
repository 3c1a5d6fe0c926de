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
    const { uuid, code } = await requestCode(coach, app.outboxDir, coachEmail);
    const signedIn = await coach.post<{ success: boolean; user: { email: string; is_superuser: boolean } }>('/api/token', { uuid, code });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email: coachEmail, is_superuser: true });

    const journal = await coach.get<JournalEvent[]>('/api/audit/events/');
    expect(journal.status).toBe(200);
    const types = journal.body.map((event) => event.type);
    expect(types).toContain('CoachAccountOpened');
    expect(types).not.toContain('UserRegistered');
    expect(types).not.toContain('PersonalDataConsentGiven');
    expect(journal.body.find((event) => event.type === 'CoachAccountOpened')).toMatchObject({ title: 'Аккаунт коуча открыт', actor_display: 'коуч' });
  });
});
