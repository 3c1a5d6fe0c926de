import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../config/logger';
import type { MailMessage } from '../../../adapters/mail/mailer';
import { newsletterSendJob, type NewsletterDeliveries } from './newsletter-send';

type State = 'pending' | 'sending' | 'sent' | 'skipped';

/** The deliveries of newsletter 1 as its table keeps them, and the job on them with a mailer that may refuse an address. */
function sendOf(recipients: string[], options: { withdrawn?: string[]; refused?: string } = {}) {
  const states = new Map<string, State>(recipients.map((id) => [id, 'pending']));
  const statements: string[] = [];
  const mailed: string[] = [];
  const newsletters: NewsletterDeliveries = {
    byId: async () => ({ version: 1, name: 'Выпуск', description: '<p>Текст</p>', advertisement: null }),
    startSending: async () => true,
    abandonedDeliveries: async () => [...states.values()].filter((state) => state === 'sending').length,
    claimBatch: async (_, size) => {
      const claimed = [...states].filter(([, state]) => state === 'pending').slice(0, size).map(([id]) => id);
      for (const id of claimed) states.set(id, 'sending');
      return claimed.map((recipientId) => ({ recipientId, email: `${recipientId}@example.ru` }));
    },
    markDeliveries: async (_, ids, state) => {
      if (ids.length === 0) return; // as the store: no statement for an empty batch
      statements.push(`${state} ${ids.join(',')}`);
      for (const id of ids) states.set(id, state);
    },
    finish: async () => undefined,
  };
  const job = newsletterSendJob({
    newsletters,
    subscribers: { stillSubscribedAmong: async (ids) => new Set(ids.filter((id) => !options.withdrawn?.includes(id))) },
    unsubscribeLinksOf: (id) => ({ pageUrl: `https://coach.example.ru/user-unsubscribe?uuid=${id}`, oneClickUrl: `https://coach.example.ru/api/unsubscribe?uuid=${id}` }),
    mailer: {
      send: async (message: MailMessage) => {
        if (String(message.to).startsWith(`${options.refused}@`)) throw new Error('SMTP 451');
        mailed.push(String(message.to));
        return { messageId: String(mailed.length) };
      },
      close: async () => undefined,
    },
    publicUrl: 'https://coach.example.ru',
    coach: async () => ({ name: 'Анна Смирнова', nameGenitive: 'Анны Смирновой' }),
    logger: createLogger('silent'),
    batchSize: 2,
  });
  return { run: () => job.process({ newsletterId: 1, version: 1 }, { attempt: 1, jobId: 'j', now: new Date('2026-11-27T10:00:00.000Z') }), states, statements, mailed };
}

describe('the newsletter send, batch by batch', () => {
  it('should skip who withdrew after the freeze and mark each batch in one statement per outcome', async () => {
    const send = sendOf(['a', 'b', 'c'], { withdrawn: ['b'] });
    await send.run();
    expect(send.mailed).toEqual(['a@example.ru', 'c@example.ru']);
    expect(Object.fromEntries(send.states)).toEqual({ a: 'sent', b: 'skipped', c: 'sent' });
    expect(send.statements).toEqual(['skipped b', 'sent a', 'sent c']);
  });

  it('should keep what left as sent and give the rest of the batch back when a mail fails', async () => {
    const send = sendOf(['a', 'b', 'c'], { refused: 'b' });
    await expect(send.run()).rejects.toThrow('SMTP 451');
    expect(Object.fromEntries(send.states)).toEqual({ a: 'sent', b: 'pending', c: 'pending' });
  });
});
