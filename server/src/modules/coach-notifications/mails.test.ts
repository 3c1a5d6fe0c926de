import { describe, expect, it } from 'vitest';
import { formatKopecks } from '../../shared/money-text';
import { coachDigestMail, coachMomentText, coachNoticeMail } from './mails';
import type { NoticeFacts } from './notice-facts';

const input = { publicUrl: 'https://coach.example.ru', coach: { name: 'Анна Смирнова', nameGenitive: 'Анны Смирновой' }, zone: 'Europe/Moscow' };
const anna = { name: 'Анна Петрова', email: 'anna@example.ru' };
const start = new Date('2026-12-02T11:00:00.000Z');

describe("the coach's notice mails", () => {
  it('should name a paid booking, its client, its moment on her clock and its price, and link to the schedule', () => {
    const mail = coachNoticeMail({ kind: 'booking', client: anna, what: 'Сессия', start, amountKopecks: 350_000 }, input);
    expect(mail.subject).toBe('Новая запись: Сессия, 2 декабря 2026, 14:00 (Москва)');
    expect(mail.text).toContain('Клиент: Анна Петрова (anna@example.ru).');
    expect(mail.text).toContain(`Оплачено: ${formatKopecks(350_000)}.`);
    expect(mail.text).toContain('Открыть расписание: https://coach.example.ru/lk/admin/schedule');
    expect(mail.html).toContain('href="https://coach.example.ru/lk/admin/schedule"');
  });

  it('should write dates on her own clock when she lives elsewhere', () => {
    expect(coachMomentText(start, 'Asia/Novosibirsk')).toBe('2 декабря 2026, 18:00 (Новосибирск)');
    expect(coachMomentText(start, 'America/Sao_Paulo')).toBe('2 декабря 2026, 08:00 (UTC−3)');
  });

  it('should say what each kind is in a headline of its own, with the right back-office page', () => {
    const cases: Array<[NoticeFacts, string, string]> = [
      [{ kind: 'booking', client: anna, what: 'Сессия', start, amountKopecks: null }, 'Оплата: сессия из пакета.', '/lk/admin/schedule'],
      [{ kind: 'purchase', client: anna, what: 'Пакет из 5 сессий', amountKopecks: 1_575_000 }, `Покупка: «Пакет из 5 сессий», оплачено ${formatKopecks(1_575_000)}.`, '/lk/admin/payments'],
      [{ kind: 'move', client: anna, what: 'Сессия', from: start, to: new Date('2026-12-03T11:00:00.000Z') }, 'перенесена с 2 декабря 2026, 14:00 (Москва) на 3 декабря 2026, 14:00 (Москва)', '/lk/admin/schedule'],
      [{ kind: 'cancellation', client: anna, what: 'Сессия', start }, 'Клиент отменил сессию «Сессия» на 2 декабря 2026, 14:00 (Москва).', '/lk/admin/schedule'],
      [{ kind: 'refund', client: anna, what: 'Рабочая тетрадь', amountKopecks: 90_000 }, 'Деньги за «Рабочая тетрадь» возвращены: 900 ₽.', '/lk/admin/payments'],
      [{ kind: 'receipt-problem', client: anna, what: 'Сессия', receipt: 'refund' }, 'Чек возврата за «Сессия» не принят.', '/lk/admin/payments'],
      [{ kind: 'testimonial', client: anna }, 'Клиент оставил отзыв и согласился на публикацию.', '/lk/admin/clients'],
      [{ kind: 'waitlist', client: anna, day: '2026-12-05' }, 'Клиент ждёт свободного окна на 5 декабря 2026.', '/lk/admin/schedule'],
    ];
    const subjects = cases.map(([facts, line, page]) => {
      const mail = coachNoticeMail(facts, input);
      expect(mail.text).toContain(line);
      expect(mail.text).toContain(`https://coach.example.ru${page}`);
      return mail.subject;
    });
    expect(subjects).toEqual([
      'Новая запись: Сессия, 2 декабря 2026, 14:00 (Москва)',
      'Новая покупка: Пакет из 5 сессий',
      'Сессия перенесена на 3 декабря 2026, 14:00 (Москва)',
      'Сессия отменена: 2 декабря 2026, 14:00 (Москва)',
      'Возврат 900 ₽: Рабочая тетрадь',
      'Чек не принят: Сессия',
      'Новый отзыв ждёт одобрения',
      'Лист ожидания на 5 декабря 2026',
    ]);
  });

  it('should name a client whose data is erased without inventing one, and escape what clients typed', () => {
    const mail = coachNoticeMail({ kind: 'purchase', client: { name: null, email: null }, what: '<b>Тетрадь</b>', amountKopecks: 100 }, input);
    expect(mail.text).toContain('Клиент: клиент, чьи данные удалены.');
    expect(mail.html).not.toContain('<b>Тетрадь</b>');
  });

  it('should gather several notices into one digest counted in Russian', () => {
    const notices: NoticeFacts[] = [
      { kind: 'purchase', client: anna, what: 'Рабочая тетрадь', amountKopecks: 90_000 },
      { kind: 'booking', client: anna, what: 'Сессия', start, amountKopecks: 350_000 },
    ];
    const mail = coachDigestMail(notices, '2026-11-23', input);
    expect(mail.subject).toBe('Сводка на 23 ноября 2026: 2 события');
    expect(mail.text).toContain('Новая покупка: Рабочая тетрадь');
    expect(mail.text).toContain('Новая запись: Сессия, 2 декабря 2026, 14:00 (Москва)');
    expect(coachDigestMail(notices.slice(0, 1), '2026-11-23', input).subject).toBe('Сводка на 23 ноября 2026: 1 событие');
    expect(coachDigestMail([...notices, ...notices, notices[0]!], '2026-11-23', input).subject).toBe('Сводка на 23 ноября 2026: 5 событий');
  });
});
