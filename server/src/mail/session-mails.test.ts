import { describe, expect, it } from 'vitest';
import { bookingLapsedMail, sessionChangeMail, sessionReminderMail } from './session-mails';
import { waitlistMail } from './waitlist-mails';

const publicUrl = 'https://coach.example.ru';
const coach = { name: 'Анна Смирнова', nameGenitive: 'Анны Смирновой' };
// 10:00 in Moscow: 14:00 in Novosibirsk (UTC+7), 08:00 in Berlin (UTC+1).
const session = { consultationId: 7, start: new Date('2026-12-05T07:00:00Z'), sequence: 0, meetingUrl: 'https://zoom.us/j/1', durationMinutes: 60, recipientName: 'Ольга' };

describe('a session reminder on the client’s clock', () => {
  it('should show her local time with Moscow time beside it', () => {
    const mail = sessionReminderMail('day', { ...session, timeZone: 'Asia/Novosibirsk' }, publicUrl, coach);
    expect(mail.text).toContain('Когда: 5 декабря 2026 в 14:00 по Новосибирску (10:00 МСК), онлайн.');
    expect(mail.html).toContain('5 декабря 2026 в 14:00 по Новосибирску (10:00 МСК), онлайн');
    expect(mail.text).not.toContain('по московскому времени');
    // Яндекс Календарь is given her wall clock.
    expect(mail.text).toContain('startTs=2026-12-05T14%3A00%3A00');
  });

  it('should name the day in both places when Moscow is on another one', () => {
    const late = { ...session, start: new Date('2026-12-05T20:00:00Z') }; // 23:00 in Moscow
    expect(sessionReminderMail('hour', { ...late, timeZone: 'Asia/Novosibirsk' }, publicUrl, coach).text).toContain(
      'Когда: 6 декабря 2026 в 03:00 по Новосибирску (5 декабря, 23:00 МСК), онлайн.',
    );
  });

  it('should show a zone off the list by its UTC offset', () => {
    expect(sessionReminderMail('day', { ...session, timeZone: 'Asia/Kathmandu' }, publicUrl, coach).text).toContain(
      'Когда: 5 декабря 2026 в 12:45 (UTC+5:45), 10:00 МСК, онлайн.',
    );
  });

  it('should keep the Moscow text as it was without a zone, in Moscow, and where the clock reads as Moscow’s', () => {
    for (const timeZone of [undefined, null, 'Europe/Moscow', 'Europe/Minsk']) {
      const mail = sessionReminderMail('day', { ...session, timeZone }, publicUrl, coach);
      expect(mail.text).toContain('Когда: 5 декабря 2026 в 10:00 по московскому времени, онлайн.');
      expect(mail.text).toContain('startTs=2026-12-05T10%3A00%3A00');
    }
  });

  it('should say a cancelled session’s time on her clock too', () => {
    const mail = sessionChangeMail('cancelled', { ...session, timeZone: 'Europe/Berlin' }, publicUrl, coach);
    expect(mail.text).toContain('Сессия 5 декабря 2026 в 08:00 по Берлину (10:00 МСК) не состоится.');
  });

  it('should offer a waiting client the freed times on her clock', () => {
    const starts = [new Date('2026-12-05T07:00:00Z'), new Date('2026-12-05T09:00:00Z')];
    const offered = { day: '2026-12-05', times: ['10:00', '12:00'], starts, recipientName: null };
    expect(waitlistMail({ ...offered, timeZone: 'Asia/Almaty' }, publicUrl, coach).text).toContain('На 5 декабря 2026 освободилось время: 12:00, 14:00 по Алматы (10:00, 12:00 МСК).');
    expect(waitlistMail({ ...offered, timeZone: null }, publicUrl, coach).text).toContain('На 5 декабря 2026 освободилось время: 10:00, 12:00 (по московскому времени).');
  });
});

describe('the mail of a booking that lapsed unpaid', () => {
  it('should say when it was to be on her clock, beside Moscow, and offer to book again once', () => {
    const mail = bookingLapsedMail({ start: session.start, recipientName: 'Ольга', timeZone: 'Asia/Novosibirsk' }, publicUrl, coach);
    expect(mail.subject).toBe('Бронь снята: оплата не поступила');
    expect(mail.text).toContain('Оплата сессии 5 декабря 2026 в 14:00 по Новосибирску (10:00 МСК) не поступила вовремя');
    expect(mail.text).toContain('Записаться: https://coach.example.ru/lk');
    expect(mail.html.match(/href="https:\/\/coach\.example\.ru\/lk"/g)).toHaveLength(1);
    expect(bookingLapsedMail({ start: session.start, recipientName: null }, publicUrl, coach).text).toContain('5 декабря 2026 в 10:00 по московскому времени');
  });
});
