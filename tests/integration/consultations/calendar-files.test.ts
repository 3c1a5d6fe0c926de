import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { checkedFetch } from '../../support/contract-answers';
import { waitForMail } from '../../support/outbox';
import { schedulePlan } from '../../support/schedule-plan';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type Practice = Record<string, unknown> & { email: string; placeholders: string[] };

/** A room link with the delimiters TEXT would escape: a URI keeps them as they are. */
const room = 'https://meet.example.ru/j/555?pwd=a,b;c';

/** The one event of an `.ics`, as Mozilla's ical.js (Thunderbird's calendar) reads it. */
const eventsOf = (ics: string) => ICAL.Component.fromString(ics).getAllSubcomponents('vevent');

describe('the calendar files a session leaves the site in, as ical.js reads them', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let annaId: string;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', now: clock.now, adminEmails: ['coach@example.ru'] });
    coach = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    annaId = (await registerAndSignIn(app.client(), app.outboxDir, 'anna@example.ru')).id;
    const saved = await coach.request('PUT', '/api/schedule/', { body: schedulePlan(['10:00'], { meetingUrl: room }) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('should invite from the address the coach saved in «Практика», with the room as the URL and CRLF after the last line', async () => {
    const { placeholders: _placeholders, ...details } = (await coach.get<Practice>('/api/practice/')).body;
    const changed = await coach.request('PUT', '/api/practice/', { body: { ...details, email: 'anna@smirnova-coach.ru' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const booked = await coach.post<{ id: number }>('/api/consultation/', { user: annaId, date: '2026-12-03 07:00', description: '' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const mail = await waitForMail(app.outboxDir, (candidate) => candidate.to.includes('anna@example.ru') && candidate.calendar !== null);
    const ics = mail.calendar!.content;
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const [event] = eventsOf(ics);
    expect(event?.getFirstPropertyValue('organizer')).toBe('mailto:anna@smirnova-coach.ru');
    expect(event?.getFirstPropertyValue('url')).toBe(room);
    expect(event?.getFirstPropertyValue('location')).toBe(room);
  });

  it('should give the coach’s feed the same room link whole and end it with CRLF', async () => {
    const { calendar_feed_url: feedUrl } = (await coach.get<{ calendar_feed_url: string }>('/api/schedule/')).body;
    const feed = await checkedFetch(new URL(new URL(feedUrl).pathname, app.baseUrl));
    expect(feed.status).toBe(200);
    const ics = await feed.text();
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const calendar = ICAL.Component.fromString(ics);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Сессии с клиентами');
    const [event] = eventsOf(ics);
    expect(event?.getFirstPropertyValue('url')).toBe(room);
    expect(event?.getFirstPropertyValue('location')).toBe(room);
  });
});
