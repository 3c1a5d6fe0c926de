import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonialStreamId } from '../../../server/src/modules/testimonials/events';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail } from '../../support/outbox';
import { databaseTraces } from '../../support/raw-stores';
import { deleteAccount, registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type Testimonial = { text: string; signature: string; publication_consent: boolean; approved: boolean; written_at: string };
type MyTestimonial = { testimonial: Testimonial | null; consent_document: { document: string; version: string } };
type CoachTestimonial = Testimonial & { user_id: string; author: string; client?: string };
type Published = { id: string; author: string; text: string; written_at: string };
type Session = { id: number; date: string };

const hour = 3_600_000;
const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };
/** The landing is rendered by the web build's server entry (`npm run build:web`). */
const webRoot = path.resolve(import.meta.dirname, '../../../web/dist');
const invitationSubject = 'Поделитесь впечатлениями о сессии';

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`testimonials with the consent to publish (${backend})`, () => {
    const tag = randomBytes(4).toString('hex');
    const annaAddress = `anna-${tag}@example.ru`;
    const borisAddress = `boris-${tag}@example.ru`;
    const annaText = `Три сессии — и я сменила работу без паники ${tag}.`;
    const borisText = `Личное спасибо, но не для сайта ${tag}.`;
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    const seen = new Set<string>();
    let app: TestApp;
    let coach: ApiClient;
    let anna: ApiClient;
    let boris: ApiClient;
    let annaId: string;
    let borisId: string;

    const invitations = async () => (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(annaAddress) && mail.subject === invitationSubject);
    const invitationJobs = async () =>
      (await app.services.jobs.counts())
        .filter((count) => count.queue.endsWith('testimonial-invitation-mail') && count.state !== 'failed')
        .reduce((sum, count) => sum + count.count, 0);
    const bookPaid = async (client: ApiClient, date: string) => {
      const bought = await client.post<{ data: { token: string } }>('/api/buy/', { product: 'consultation', type: 1, date });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      const paid = await client.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' });
      expect(paid.status, JSON.stringify(paid.body)).toBeLessThan(400);
    };
    const sessionOn = async (client: ApiClient, iso: string) => (await client.get<Session[]>('/api/consultation/', december)).body.find((session) => session.date === iso)!;
    const markHeld = async (id: number) => {
      const marked = await coach.post(`/api/consultation/${id}/outcome/`, { outcome: 'held' });
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    };
    const landing = async () => {
      const answer = await fetch(`${app.baseUrl}/`);
      expect(answer.status).toBe(200);
      return answer.text();
    };
    const published = async () => (await app.client().get<Published[]>('/api/testimonials/')).body;

    beforeAll(async () => {
      expect(existsSync(path.join(webRoot, '..', 'dist-ssr', 'entry-server.js')), 'run `npm run build:web` first').toBe(true);
      // In-process jobs follow the test clock, so the invitation two hours later can be awaited.
      app = await startTestApp({ backend, now: clock.now, jobsFollowNow: backend === 'embedded', adminEmails: ['coach@example.ru'], webRoot });
      coach = app.client();
      anna = app.client();
      boris = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru', seen);
      annaId = (await registerAndSignIn(anna, app.outboxDir, annaAddress, seen)).id;
      borisId = (await registerAndSignIn(boris, app.outboxDir, borisAddress, seen)).id;
      expect((await anna.request('PUT', '/api/setting/profile/', { body: { name: 'Анна Смирнова', theme: 'system' } })).status).toBe(200);
    }, 120_000);
    afterAll(async () => {
      await app?.close();
    });

    it('should keep the landing’s fixed testimonials while none is approved', async () => {
      expect(await published()).toEqual([]);
      const html = await landing();
      expect(html).toContain('Екатерина В.');
      expect(html).not.toContain('"@type":"Review"');
    });

    it('should invite her once, two hours after her first held session, and never after the second', async () => {
      await bookPaid(anna, '2026-12-02 07:00');
      await bookPaid(anna, '2026-12-03 07:00');
      clock.advance(new Date('2026-12-02T08:00:00.000Z').getTime() - clock.now().getTime());
      await markHeld((await sessionOn(anna, '2026-12-02T07:00:00.000Z')).id);
      await expect.poll(invitationJobs, { timeout: 10_000 }).toBe(1);
      expect(await invitations()).toHaveLength(0);
      if (backend === 'embedded') {
        clock.advance(2 * hour + 60_000);
        const mail = await waitForMail(app.outboxDir, (sent) => sent.to.includes(annaAddress) && sent.subject === invitationSubject, 15_000);
        expect(mail.text).toContain('/lk/testimonial');
      }
      clock.advance(new Date('2026-12-03T08:00:00.000Z').getTime() - clock.now().getTime());
      await markHeld((await sessionOn(anna, '2026-12-03T07:00:00.000Z')).id);
      clock.advance(3 * hour);
      if (backend === 'embedded') {
        await expect.poll(invitationJobs, { timeout: 15_000 }).toBe(0);
        expect(await invitations()).toHaveLength(1);
        const recorded = await app.services.store.readStream(testimonialStreamId(annaId));
        expect(recorded.map((event) => event.type)).toEqual(['TestimonialInvited']);
      } else {
        // One job per client, ever: the second held session plans nothing new.
        expect(await invitationJobs()).toBe(1);
      }
    });

    it('should take her testimonial with the consent to publish, signed with her initials', async () => {
      const short = await anna.request<{ detail: string }>('PUT', '/api/testimonial/', { body: { text: 'Коротко', signature: 'initials', publication_consent: true } });
      expect(short.status).toBe(400);
      expect(short.body.detail).toMatch(/слишком короткий/);
      const written = await anna.request<MyTestimonial>('PUT', '/api/testimonial/', { body: { text: ` ${annaText} `, signature: 'initials', publication_consent: true } });
      expect(written.status, JSON.stringify(written.body)).toBe(200);
      expect(written.body).toEqual({
        testimonial: { text: annaText, signature: 'initials', publication_consent: true, approved: false, written_at: clock.now().toISOString() },
        consent_document: { document: '/user-testimonial-publication', version: '2026-11-28' },
      });
      const stream = await app.services.store.readStream(testimonialStreamId(annaId));
      expect(stream.find((event) => event.type === 'TestimonialWritten')?.data).toMatchObject({ publicationConsent: { document: '/user-testimonial-publication', version: '2026-11-28' } });
      // Encrypted in the events.
      expect((await databaseTraces(app.services.db, [annaText])).filter((trace) => /\.events:/.test(trace))).toEqual([]);
      expect(await published()).toEqual([]);
    });

    it('should show it on the landing with its Review once the coach approves it', async () => {
      expect((await anna.post(`/api/admin/testimonials/${annaId}/approve/`, {})).status).toBe(403);
      const approved = await coach.post<CoachTestimonial>(`/api/admin/testimonials/${annaId}/approve/`, {});
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body).toMatchObject({ user_id: annaId, author: 'А. С.', approved: true, text: annaText });
      expect(await published()).toEqual([{ id: expect.any(String), author: 'А. С.', text: annaText, written_at: expect.any(String) }]);
      expect((await published())[0]!.id).not.toContain(annaId);
      const html = await landing();
      expect(html).toContain(annaText);
      expect(html).not.toContain('Екатерина В.');
      const ldJson = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);
      expect(ldJson).toContainEqual(expect.objectContaining({ '@type': 'Review', reviewBody: annaText, author: { '@type': 'Person', name: 'А. С.' } }));
    });

    it('should keep a testimonial without the consent private, refusing to approve it', async () => {
      const written = await boris.request<MyTestimonial>('PUT', '/api/testimonial/', { body: { text: borisText, signature: 'full', publication_consent: false } });
      expect(written.status, JSON.stringify(written.body)).toBe(200);
      expect(written.body.testimonial).toMatchObject({ publication_consent: false, approved: false });
      const refused = await coach.post<{ detail: string }>(`/api/admin/testimonials/${borisId}/approve/`, {});
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toMatch(/не дал согласия/);
      const list = (await coach.get<CoachTestimonial[]>('/api/admin/testimonials/')).body;
      expect(list.map((item) => [item.user_id, item.client, item.publication_consent, item.approved])).toEqual(
        expect.arrayContaining([
          [annaId, 'Анна Смирнова', true, true],
          [borisId, borisAddress, false, false],
        ]),
      );
      expect((await published()).map((item) => item.text)).toEqual([annaText]);
      expect(await landing()).not.toContain(borisText);
    });

    it('should take it off the landing at once when she withdraws the consent', async () => {
      clock.advance(60_000);
      const withdrawn = await anna.post<MyTestimonial>('/api/testimonial/consent/withdraw/', {});
      expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
      expect(withdrawn.body.testimonial).toMatchObject({ publication_consent: false, approved: false, text: annaText });
      expect(await published()).toEqual([]);
      const html = await landing();
      expect(html).not.toContain(annaText);
      expect(html).toContain('Екатерина В.');
      expect((await coach.post(`/api/admin/testimonials/${annaId}/approve/`, {})).status).toBe(409);
    });

    it('should remove her testimonial with her account', async () => {
      // Consented and approved again, then erased: gone from the landing and unreadable.
      clock.advance(60_000);
      await anna.request('PUT', '/api/testimonial/', { body: { text: annaText, signature: 'full', publication_consent: true } });
      expect((await coach.post(`/api/admin/testimonials/${annaId}/approve/`, {})).status).toBe(200);
      expect((await published()).map((item) => item.author)).toEqual(['Анна Смирнова']);
      await deleteAccount(anna, app.outboxDir, annaAddress, seen);
      expect(await published()).toEqual([]);
      expect(await landing()).not.toContain(annaText);
      const erased = await app.services.store.readStream(testimonialStreamId(annaId));
      expect(erased.find((event) => event.type === 'TestimonialWritten')?.data).toMatchObject({ text: null });
      expect(await databaseTraces(app.services.db, [annaText])).toEqual([]);
      expect((await coach.get<CoachTestimonial[]>('/api/admin/testimonials/')).body.map((item) => item.user_id)).toEqual([borisId]);
    });
  });
}
