import { describe, expect, it } from 'vitest';
import type { RefundNotice } from '../shared/refund-notice';
import { refundMail as render } from './refund-mails';

/** The mail with the thin spaces `Intl` puts in amounts («6 300 ₽») read as plain ones. */
const refundMail = (...args: Parameters<typeof render>) => {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  const mail = render(...args);
  return { subject: plain(mail.subject), text: plain(mail.text), html: plain(mail.html) };
};

const publicUrl = 'https://coach.example.ru';
const coach = { name: 'Анна Смирнова', nameGenitive: 'Анны Смирновой' };
const packageRefund: RefundNotice = {
  recipientName: 'Вера',
  recipientTimeZone: null,
  description: 'Пакет из 5 сессий, 2026-12-09',
  itemKind: 'consultation',
  refundKopecks: 630_000,
  paidKopecks: 1_575_000,
  refundedAt: new Date('2026-12-02T11:10:00.000Z'),
  means: 'bank_card',
  receipt: { status: 'awaiting' },
};

describe('the refund mail', () => {
  it('should say what is refunded, how much of what she paid, and when, on her own clock', () => {
    const mail = refundMail({ ...packageRefund, recipientTimeZone: 'Asia/Novosibirsk' }, publicUrl, coach);
    expect(mail.subject).toBe('Возврат 6 300 ₽: Пакет из 5 сессий, 9 декабря 2026');
    expect(mail.text).toContain('Здравствуйте, Вера!');
    expect(mail.text).toContain('Возврат за «Пакет из 5 сессий, 9 декабря 2026» — неиспользованные сессии пакета: 6 300 ₽ из 15 750 ₽.');
    expect(mail.text).toContain('Возврат оформлен 2 декабря 2026 в 18:10 по Новосибирску (14:10 МСК).');
    expect(mail.html).toContain('<strong>6 300 ₽ из 15 750 ₽</strong>');
  });

  it('should call a refund of everything paid the whole sum, with Moscow time for a buyer without a zone', () => {
    const mail = refundMail({ ...packageRefund, description: 'Рабочая тетрадь', itemKind: 'product', refundKopecks: 90_000, paidKopecks: 90_000 }, publicUrl, coach);
    expect(mail.text).toContain('Возврат за «Рабочая тетрадь»: 900 ₽ — вся сумма оплаты.');
    expect(mail.text).not.toContain('неиспользованные');
    expect(mail.text).toContain('Возврат оформлен 2 декабря 2026 в 14:10 по московскому времени.');
  });

  it('should name the means she paid with and when the money usually arrives', () => {
    const arrival = 'Обычно деньги приходят в течение нескольких рабочих дней: точный срок зависит от вашего банка.';
    expect(refundMail(packageRefund, publicUrl, coach).text).toContain(`Деньги вернутся на банковскую карту, с которой вы платили. ${arrival}`);
    expect(refundMail({ ...packageRefund, means: 'sbp' }, publicUrl, coach).text).toContain(`Деньги вернутся через СБП на счёт, с которого вы платили. ${arrival}`);
    expect(refundMail({ ...packageRefund, means: null }, publicUrl, coach).text).toContain(`Деньги вернутся тем же способом, которым вы платили. ${arrival}`);
    const sandbox = refundMail({ ...packageRefund, means: 'sandbox' }, publicUrl, coach).text;
    expect(sandbox).toContain('Это была тестовая оплата (песочница)');
    expect(sandbox).not.toContain(arrival);
  });

  it('should tell where the refund receipt stands: coming separately, sent, refused or issued by hand', () => {
    const receipt = (notice: RefundNotice['receipt']) => refundMail({ ...packageRefund, receipt: notice }, publicUrl, coach).text;
    expect(receipt({ status: 'awaiting' })).toContain('Чек возврата придёт отдельным письмом, как только его зарегистрируют.');
    expect(receipt({ status: 'sent' })).toContain('Чек возврата зарегистрирован и отправлен вам на почту.');
    expect(receipt({ status: 'refused' })).toContain('Чек возврата не сформировался автоматически: коуч оформит его вручную и пришлёт вам.');
    const link = 'https://lknpd.nalog.ru/api/v1/receipt/500100732259/2000abcdef/print';
    expect(receipt({ status: 'by-hand', link })).toContain(`Чек возврата оформлен вручную: открыть чек: ${link}`);
    expect(receipt({ status: 'by-hand', link: null })).toContain('Чек возврата оформлен вручную, коуч пришлёт его вам.');
    expect(receipt(null)).not.toContain('Чек');
  });
});
