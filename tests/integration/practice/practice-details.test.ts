import { systemMetadata } from '../../../server/src/shared/system-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../../server/src/eventstore/decider';
import type { EventStore } from '../../../server/src/eventstore/event-store';
import { createPractice } from '../../../server/src/modules/practice/practice';
import type { ApiClient } from '../../support/api-client';
import { readOutbox } from '../../support/outbox';
import { registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type Practice = Record<string, string> & { placeholders: string[] };
type JournalEntry = { type: string; title: string; actor_display: string; summary: string };

const filledIn = {
  coach_name: 'Мария Петрова',
  coach_name_genitive: 'Марии Петровой',
  legal_name: 'Петрова Мария Ивановна',
  tax_status: 'self_employed',
  inn: '500100732259',
  ogrnip: '',
  postal_address: '101000, г. Москва, ул. Мясницкая, д. 1',
  email: 'maria@petrova-coach.ru',
  phone: '+7 900 123-45-67',
  support_email: 'help@petrova-coach.ru',
  site: 'https://petrova-coach.ru',
  telegram_url: 'https://t.me/petrova_coach',
  vk_url: '',
  operator_registry_number: '77-24-123456',
};

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`the practice's details (${backend})`, () => {
    let app: TestApp;
    let coach: ApiClient;
    let client: ApiClient;
    let stranger: ApiClient;
    const seen = new Set<string>();

    beforeAll(async () => {
      app = await startTestApp({ backend, adminEmails: ['coach@example.ru'], environment: { PRACTICE_COACH_NAME: 'Мария Петрова' } });
      coach = app.client();
      client = app.client();
      stranger = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru', seen);
      await registerAndSignIn(client, app.outboxDir, 'anna@example.ru', seen);
      await stranger.get('/api/csrf');
    });
    afterAll(async () => {
      await app?.close();
    });

    it('should be public, seeded from the configuration, cached a minute, and name the placeholders left', async () => {
      const answer = await stranger.get<Practice>('/api/practice/');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
      expect(answer.body).toMatchObject({ coach_name: 'Мария Петрова', coach_name_genitive: 'Марии Петровой', inn: '000000000000' });
      expect(answer.body.placeholders).toEqual(expect.arrayContaining(['inn', 'legal_name', 'email', 'site']));
    });

    it('should let only the coach change them: 401 for a stranger, 403 for a client', async () => {
      expect((await stranger.request('PUT', '/api/practice/', { body: filledIn })).status).toBe(401);
      const byClient = await client.request<{ detail: string }>('PUT', '/api/practice/', { body: filledIn });
      expect(byClient.status).toBe(403);
      expect(byClient.body.detail).toMatch(/[а-я]/);
      expect((await stranger.get<Practice>('/api/practice/')).body.inn).toBe('000000000000');
    });

    it('should refuse wrong details with a Russian detail and keep the old ones', async () => {
      const cases: [Record<string, string>, RegExp][] = [
        [{ inn: '12345' }, /inn/],
        [{ inn: '500100732258' }, /^ИНН: нужно 10 или 12 цифр с верной контрольной суммой\.$/],
        [{ tax_status: 'sole_proprietor', ogrnip: '304500116000158' }, /^ОГРНИП/],
        [{ tax_status: 'sole_proprietor', ogrnip: '304500116000157' }, /^Система налогообложения: выберите её/],
        [{ tax_system: 'usn_income' }, /только для ИП/],
        [{ tax_status: 'sole_proprietor', ogrnip: '304500116000157', tax_system: 'usn' }, /tax_system/],
        [{ email: 'maria' }, /email/],
        [{ site: 'http://petrova-coach.ru' }, /site/],
      ];
      for (const [change, detail] of cases) {
        const answer = await coach.request<{ detail: string }>('PUT', '/api/practice/', { body: { ...filledIn, ...change } });
        expect(answer.status, JSON.stringify(change)).toBe(400);
        expect(answer.body.detail).toMatch(detail);
        expect(answer.body.detail).toMatch(/[а-яё]/i);
      }
      expect((await stranger.get<Practice>('/api/practice/')).body.inn).toBe('000000000000');
    });

    it('should save the coach\'s details, record the change with old and new values, and send mail as her', async () => {
      const saved = await coach.request<Practice>('PUT', '/api/practice/', { body: filledIn });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ ...filledIn, placeholders: [] });
      expect((await stranger.get<Practice>('/api/practice/')).body).toMatchObject(filledIn);

      const journal = await coach.get<JournalEntry[]>('/api/audit/events/', { type: 'PracticeDetailsChanged' });
      expect(journal.body).toHaveLength(1);
      expect(journal.body[0]).toMatchObject({ title: 'Сведения о практике изменены', actor_display: 'коуч' });
      expect(journal.body[0]!.summary).toContain('ИНН: «000000000000» → «500100732259»');
      const seeding = await coach.get<JournalEntry[]>('/api/audit/events/', { type: 'PracticeDetailsSeeded' });
      expect(seeding.body[0]).toMatchObject({ title: 'Сведения о практике заведены', actor_display: 'система' });

      // Saving the same details again records nothing.
      await coach.request('PUT', '/api/practice/', { body: filledIn });
      expect((await coach.get<JournalEntry[]>('/api/audit/events/', { type: 'PracticeDetailsChanged' })).body).toHaveLength(1);

      await registerAndSignIn(app.client(), app.outboxDir, 'olga@example.ru', seen);
      const mails = await readOutbox(app.outboxDir);
      const latest = mails.filter((mail) => mail.to.includes('olga@example.ru')).at(-1);
      expect(latest?.headers.from).toContain('<maria@petrova-coach.ru>');
    });

    it('should name the coach from her current details in the next mail, once she renames the practice', async () => {
      const renamed = await coach.request<Practice>('PUT', '/api/practice/', { body: { ...filledIn, coach_name: 'Елена Соколова', coach_name_genitive: 'Елены Соколовой' } });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

      await registerAndSignIn(app.client(), app.outboxDir, 'vera@example.ru', seen);
      const latest = (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes('vera@example.ru')).at(-1);
      expect(latest?.text).toContain('Елена Соколова · коучинг');
      expect(latest?.html).toContain('Елена Соколова · коучинг');
      expect(`${latest?.text} ${latest?.html}`).not.toContain('Мария Петрова');
    });

    it('should refuse, as a conflict, a save that another save overtook between its read and its append', async () => {
      const store = app.services.store;
      const other = createPractice({ store, now: () => new Date() });
      const before = await other.details();
      let overtaken = false;
      // The store this save sees: just before its append, another process saves first.
      const racing = new Proxy(store, {
        get(target, property, receiver) {
          if (property !== 'appendToStream') {
            const value: unknown = Reflect.get(target, property, receiver);
            return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
          }
          return async (...args: Parameters<EventStore['appendToStream']>) => {
            if (!overtaken) {
              overtaken = true;
              await other.change({ ...before, phone: '+7 900 111-11-11' }, systemMetadata('other-window', new Date()));
            }
            return target.appendToStream(...args);
          };
        },
      });
      const practice = createPractice({ store: racing, now: () => new Date() });
      const saving = practice.change({ ...before, phone: '+7 900 222-22-22' }, systemMetadata('this-window', new Date()));
      await expect(saving).rejects.toThrow(new DomainError('conflict', 'Сведения о практике только что сохранили в другом окне. Обновите страницу и сохраните снова.'));
      expect((await other.details()).phone).toBe('+7 900 111-11-11');
    });
  });
}
