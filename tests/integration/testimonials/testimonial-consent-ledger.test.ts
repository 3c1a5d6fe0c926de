import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { deleteAccount, registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type Consent = { kind: string; action: string; document: string | null; version: string | null; at: string; source: string; address?: string | null };
type Session = { id: number; date: string };
type ExportState = { export: { id: string; status: string } | null };

const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };
const given = { kind: 'testimonial_publication', action: 'given', document: '/user-testimonial-publication', version: '2026-11-28', source: 'testimonial' };
const withdrawn = { kind: 'testimonial_publication', action: 'withdrawn', document: null, version: null, source: 'testimonial' };

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`the consent to publish a testimonial in the consent ledger (${backend})`, () => {
    const address = `vera-${randomBytes(4).toString('hex')}@example.ru`;
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    const seen = new Set<string>();
    let app: TestApp;
    let coach: ApiClient;
    let vera: ApiClient;
    let veraId: string;

    // The publication consent records no address (consents/CONTEXT.md): the card and the settings show none.
    const testimonialConsents = (consents: Consent[]) =>
      consents
        .filter((consent) => consent.kind === 'testimonial_publication')
        .map(({ at: _at, address, ...rest }) => {
          expect(address ?? null).toBeNull();
          return rest;
        });
    const inCard = async () => testimonialConsents((await coach.get<{ consents: Consent[] }>(`/api/admin/clients/${veraId}/`)).body.consents);
    const inSettings = async () => testimonialConsents((await vera.get<{ consent_history: Consent[] }>('/api/setting/')).body.consent_history);
    const inLedger = async () =>
      (
        await app.services.db.query<Omit<Consent, 'at' | 'address'>>(
          `SELECT kind, action, document, version, source FROM user_consents WHERE user_id = $1 AND kind = 'testimonial_publication' ORDER BY position`,
          [veraId],
        )
      ).rows.map((row) => ({ ...row }));
    const write = async (publication_consent: boolean) =>
      expect((await vera.request('PUT', '/api/testimonial/', { body: { text: 'Стало спокойнее на работе, спасибо!', signature: 'initials', publication_consent } })).status).toBe(200);

    beforeAll(async () => {
      app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'] });
      coach = app.client();
      vera = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru', seen);
      veraId = (await registerAndSignIn(vera, app.outboxDir, address, seen)).id;
    }, 120_000);
    afterAll(async () => {
      await app?.close();
    });

    it('should offer the form in the cabinet only after her first held session', async () => {
      expect((await vera.get<{ held_session?: boolean }>('/api/testimonial/')).body.held_session).toBe(false);
      const bought = await vera.post<{ data: { token: string } }>('/api/buy/', { product: 'consultation', type: 1, date: '2026-12-02 07:00' });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      expect((await vera.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' })).status).toBeLessThan(400);
      clock.advance(new Date('2026-12-02T08:00:00.000Z').getTime() - clock.now().getTime());
      const session = (await vera.get<Session[]>('/api/consultation/', december)).body.find((found) => found.date === '2026-12-02T07:00:00.000Z')!;
      expect((await coach.post(`/api/consultation/${session.id}/outcome/`, { outcome: 'held' })).status).toBe(200);
      await expect.poll(async () => (await vera.get<{ held_session?: boolean }>('/api/testimonial/')).body.held_session, { timeout: 10_000 }).toBe(true);
    });

    it('should record the consent given with the form and withdrawn in the cabinet, shown in the card, the settings and the export', async () => {
      await write(true);
      await expect.poll(inCard, { timeout: 10_000 }).toEqual([given]);
      expect((await vera.post('/api/testimonial/consent/withdraw/', {})).status).toBe(200);
      await expect.poll(inCard, { timeout: 10_000 }).toEqual([given, withdrawn]);
      expect(await inSettings()).toEqual([given, withdrawn]);
      // Rewritten with it and then without it: given again, then withdrawn by the rewrite.
      await write(true);
      await write(false);
      await expect.poll(inCard, { timeout: 10_000 }).toEqual([given, withdrawn, given, withdrawn]);

      const requested = await vera.post<ExportState>('/api/setting/export/', {});
      expect(requested.status).toBe(202);
      const id = requested.body.export!.id;
      await expect.poll(async () => (await vera.get<ExportState>('/api/setting/export/')).body.export?.status, { timeout: 15_000 }).toBe('ready');
      const file = await vera.get<{ consents: Consent[] }>(`/api/setting/export/${id}/download/`);
      expect(testimonialConsents(file.body.consents)).toEqual([given, withdrawn, given, withdrawn]);
    });

    it('should withdraw a standing consent as her account is erased', async () => {
      await write(true);
      await expect.poll(inLedger, { timeout: 10_000 }).toHaveLength(5);
      clock.advance(60_000); // past the 30 s between two codes to one address
      await deleteAccount(vera, app.outboxDir, address, seen);
      await expect.poll(async () => (await inLedger()).at(-1), { timeout: 10_000 }).toEqual(withdrawn);
      expect(await inLedger()).toHaveLength(6);
    });
  });
}
