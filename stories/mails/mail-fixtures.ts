/**
 * One example of every mail, rendered by its own function: the stories under «Письма/…» show them,
 * `npm run bench:mails` (bench/mail-sizes.ts) measures them. The names, dates and links are made up.
 */
import type { PaidPurchase } from '../../server/src/shared/paid-purchase';
import type { MailCoach } from '../../server/src/mail/layout';
import { giftCertificateMail } from '../../server/src/mail/gift-certificate-mails';
import { intakeReminderMail } from '../../server/src/mail/intake-mails';
import { addressTakenNoticeMail, codeMail, registrationInvitationMail } from '../../server/src/mail/login-code-mails';
import type { RenderedMail } from '../../server/src/mail/render-mail';
import { newsletterMail } from '../../server/src/mail/newsletter-mails';
import { alreadyOwnedProductMail, purchaseConfirmationMail } from '../../server/src/mail/purchase-mails';
import { refundMail } from '../../server/src/mail/refund-mails';
import { bookingLapsedMail, sessionChangeMail, sessionReminderMail, type MailedSessionDetails } from '../../server/src/mail/session-mails';
import { supportRequestMail } from '../../server/src/mail/support-mails';
import { testimonialInvitationMail } from '../../server/src/mail/testimonial-mails';
import { waitlistMail } from '../../server/src/mail/waitlist-mails';
import { welcomeLetterMail } from '../../server/src/mail/welcome-series-mails';

export const publicUrl = 'https://coach.example.ru';
export const coach: MailCoach = { name: 'Анна Смирнова', nameGenitive: 'Анны Смирновой' };

const session: MailedSessionDetails = {
  consultationId: 7,
  start: new Date('2026-12-05T07:00:00Z'),
  sequence: 0,
  meetingUrl: 'https://telemost.yandex.ru/j/12345678901234',
  durationMinutes: 60,
  recipientName: 'Ольга',
  timeZone: 'Asia/Novosibirsk',
};

const guide: PaidPurchase = { description: 'Рабочая тетрадь «Пять минут тишины»', guestEmail: null, amountKopecks: 90_000, session: null, creditsLeft: 0, downloadUrl: null };
const downloadUrl = `${publicUrl}/api/download/42?expires=1764806400&signature=7d0c1f0e9b2a4c58a1d3e6f7b8c9d0e1`;

const newsletterHtml = [
  '<p>Привет!</p>',
  '<p>В этом месяце я думала о том, как <strong>маленькие шаги</strong> помогают решиться на большие перемены.</p>',
  '<h2>Новости месяца</h2>',
  '<ul><li>Открыта запись на декабрь.</li><li>Вышла статья <a href="https://coach.example.ru/blogs/12">«Пять минут тишины»</a>.</li></ul>',
  '<blockquote>Путь в тысячу ли начинается с первого шага.</blockquote>',
].join('');

/** A mail as its story and the size table name it. */
export type MailFixture = { key: string; title: string; render: () => RenderedMail };

export const mailFixtures: readonly MailFixture[] = [
  { key: 'sign-in-code', title: 'Код для входа', render: () => codeMail({ purpose: 'sign-in', code: '48213', expiresInMinutes: 10, publicUrl, coach, name: 'Ольга' }) },
  { key: 'email-change-code', title: 'Код для смены адреса', render: () => codeMail({ purpose: 'email-change', code: '48213', expiresInMinutes: 10, publicUrl, coach }) },
  { key: 'account-deletion-code', title: 'Код для удаления аккаунта', render: () => codeMail({ purpose: 'account-deletion', code: '48213', expiresInMinutes: 10, publicUrl, coach, name: 'Ольга' }) },
  { key: 'registration-invitation', title: 'Приглашение зарегистрироваться', render: () => registrationInvitationMail({ email: 'olga@example.ru', publicUrl, coach }) },
  { key: 'address-taken', title: 'Попытка привязать адрес', render: () => addressTakenNoticeMail({ email: 'olga@example.ru', publicUrl, coach }) },
  {
    key: 'session-paid',
    title: 'Сессия оплачена',
    render: () => purchaseConfirmationMail({ ...guide, description: 'Коуч-сессия', amountKopecks: 600_000, session, recipientName: 'Ольга', recipientTimeZone: 'Asia/Novosibirsk' }, publicUrl, coach),
  },
  {
    key: 'package-paid',
    title: 'Пакет оплачен',
    render: () => purchaseConfirmationMail({ ...guide, description: 'Пакет из 5 сессий, 2026-12-05', amountKopecks: 2_700_000, session, creditsLeft: 4, recipientName: 'Ольга' }, publicUrl, coach),
  },
  { key: 'product-paid', title: 'Продукт оплачен', render: () => purchaseConfirmationMail({ ...guide, downloadUrl, recipientName: 'Ольга' }, publicUrl, coach) },
  { key: 'gift-guest', title: 'Подарок гостье', render: () => purchaseConfirmationMail({ ...guide, amountKopecks: 0, downloadUrl, guestEmail: 'vera@example.ru' }, publicUrl, coach) },
  { key: 'already-owned', title: 'Продукт уже куплен', render: () => alreadyOwnedProductMail({ recipientName: 'Ольга', description: guide.description, downloadUrl }, publicUrl, coach) },
  {
    key: 'gift-certificate',
    title: 'Подарочный сертификат',
    render: () =>
      giftCertificateMail(
        { recipientName: 'Вера', message: 'С днём рождения!\nПусть всё задуманное сбудется.', offerName: 'Пакет из 5 сессий', sessions: 5, code: 'GIFT-7K3M-Q9XP', expiresOn: '2027-11-28', validityMonths: 12 },
        publicUrl,
        coach,
      ),
  },
  {
    key: 'gift-certificate-amount',
    title: 'Подарочный сертификат на сумму',
    render: () =>
      giftCertificateMail(
        { recipientName: 'Вера', message: 'С днём рождения!', offerName: '5 000 ₽ на сессии и пакеты', sessions: null, code: 'GIFT-7K3M-Q9XP', expiresOn: '2027-11-28', validityMonths: 12 },
        publicUrl,
        coach,
      ),
  },
  {
    key: 'package-refunded',
    title: 'Возврат за пакет',
    render: () =>
      refundMail(
        {
          recipientName: 'Ольга',
          recipientTimeZone: 'Asia/Novosibirsk',
          description: 'Пакет из 5 сессий, 2026-12-05',
          itemKind: 'consultation',
          refundKopecks: 630_000,
          paidKopecks: 1_575_000,
          refundedAt: new Date('2026-12-08T11:10:00Z'),
          means: 'bank_card',
          receipt: { status: 'awaiting' },
        },
        publicUrl,
        coach,
      ),
  },
  { key: 'session-booked', title: 'Сессия записана', render: () => sessionChangeMail('booked', session, publicUrl, coach) },
  { key: 'session-moved', title: 'Сессия перенесена', render: () => sessionChangeMail('moved', { ...session, meetingUrl: null }, publicUrl, coach) },
  { key: 'session-room-changed', title: 'Новая ссылка на сессию', render: () => sessionChangeMail('room-changed', session, publicUrl, coach) },
  { key: 'session-cancelled', title: 'Сессия отменена', render: () => sessionChangeMail('cancelled', session, publicUrl, coach) },
  { key: 'reminder-day', title: 'Напоминание за сутки', render: () => sessionReminderMail('day', session, publicUrl, coach) },
  { key: 'reminder-hour', title: 'Напоминание за час', render: () => sessionReminderMail('hour', { ...session, timeZone: null }, publicUrl, coach) },
  { key: 'booking-lapsed', title: 'Бронь снята: оплата не поступила', render: () => bookingLapsedMail(session, publicUrl, coach) },
  {
    key: 'waitlist',
    title: 'Освободилось время',
    render: () =>
      waitlistMail(
        { day: '2026-12-05', times: ['10:00', '12:00'], starts: [new Date('2026-12-05T07:00:00Z'), new Date('2026-12-05T09:00:00Z')], timeZone: 'Asia/Almaty', recipientName: 'Ольга' },
        publicUrl,
        coach,
      ),
  },
  { key: 'intake-reminder', title: 'Анкета перед первой сессией', render: () => intakeReminderMail('Ольга', publicUrl, coach) },
  { key: 'testimonial-invitation', title: 'Приглашение оставить отзыв', render: () => testimonialInvitationMail('Ольга', publicUrl, coach) },
  {
    key: 'support-request',
    title: 'Запрос в поддержку',
    render: () =>
      supportRequestMail({ id: 17, email: 'olga@example.ru', message: 'Здравствуйте!\nНе открывается <b>оплата</b> пакета.\nСпасибо.', createdAt: new Date('2026-11-28T09:30:00Z') }, publicUrl, coach),
  },
  {
    key: 'newsletter',
    title: 'Рассылка',
    render: () => newsletterMail({ subject: 'Маленькие шаги', sanitizedHtml: newsletterHtml, unsubscribeUrl: `${publicUrl}/unsubscribe?token=abc123`, publicUrl, coach }),
  },
  {
    key: 'welcome-letter',
    title: 'Письмо приветственной серии',
    render: () =>
      welcomeLetterMail({
        subject: 'Первый шаг',
        sanitizedHtml: newsletterHtml,
        guideName: 'Пять минут тишины',
        unsubscribeUrl: `${publicUrl}/unsubscribe?token=series123`,
        unsubscribeAllUrl: `${publicUrl}/unsubscribe?token=all123`,
        publicUrl,
        coach,
      }),
  },
];

/** The fixture of one mail, by its key. */
export function mailFixture(key: string): MailFixture {
  const fixture = mailFixtures.find((candidate) => candidate.key === key);
  if (!fixture) throw new Error(`No mail fixture «${key}»`);
  return fixture;
}
