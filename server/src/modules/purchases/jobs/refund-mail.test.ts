import { describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../../adapters/mail/mailer';
import type { RefundMailPayload } from '../../../jobs/payloads';
import type { RefundedPurchase } from '../../../shared/refund-notice';
import { refundMailJob } from './refund-mail';

const coach = async () => ({ name: 'Мария Петрова', nameGenitive: 'Марии Петровой' });
const payload: RefundMailPayload = { purchaseId: 'p-1', refundId: 'r-1', amountKopecks: 99_000, refundedAt: '2026-12-02T11:10:00.000Z' };
const product: RefundedPurchase = {
  email: 'olga@example.ru',
  recipientName: null,
  recipientTimeZone: null,
  description: 'Рабочая тетрадь',
  itemKind: 'product',
  paidKopecks: 99_000,
  means: 'bank_card',
  receipt: { status: 'sent' },
};

async function run(purchase: RefundedPurchase | undefined): Promise<MailMessage[]> {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
    async close() {},
  };
  await refundMailJob({ mailer, publicUrl: 'https://coach.example', coach, loadRefundedPurchase: async () => purchase }).process(payload, { attempt: 1, jobId: 'refund-mail-p-1-r-1', now: new Date() });
  return sent;
}

describe('the refund mail job', () => {
  it('should mail the buyer the refund of the payload, on the day it was recorded', async () => {
    const [mail, ...more] = await run(product);
    expect(more).toEqual([]);
    expect(mail?.to).toBe('olga@example.ru');
    expect(mail?.text.replace(/\u202f/g, ' ')).toContain('Возврат за «Рабочая тетрадь»: 990 ₽ — вся сумма оплаты.');
    expect(mail?.text).toContain('Возврат оформлен 2 декабря 2026 в 14:10 по московскому времени.');
  });

  it('should mail nobody once the buyer’s data was erased, and retry while the read model lags', async () => {
    expect(await run({ ...product, email: null })).toEqual([]);
    await expect(run(undefined)).rejects.toThrow('Refunded purchase p-1 is not in the read model yet');
  });
});
