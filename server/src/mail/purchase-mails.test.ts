import { describe, expect, it } from 'vitest';
import type { PaidPurchase } from '../shared/paid-purchase';
import { purchaseConfirmationMail } from './purchase-mails';

const publicUrl = 'https://coach.example.ru';
const coach = { name: 'Анна Смирнова', nameGenitive: 'Анны Смирновой' };
const guide: PaidPurchase = { description: 'Рабочая тетрадь', guestEmail: null, amountKopecks: 90_000, session: null, creditsLeft: 0, downloadUrl: null };

describe('the purchase confirmation mail', () => {
  it('should point a client to her cabinet', () => {
    const mail = purchaseConfirmationMail(guide, publicUrl, coach);
    expect(mail.text).toContain('Все записи и итоги сессий — в личном кабинете: https://coach.example.ru/lk');
    expect(mail.html).toContain('href="https://coach.example.ru/lk"');
  });

  it('should offer a guest to create a cabinet with her address, not send her to one she does not have', () => {
    const mail = purchaseConfirmationMail({ ...guide, guestEmail: 'olga+work@example.ru' }, publicUrl, coach);
    const registration = 'https://coach.example.ru/login?tab=registration&email=olga%2Bwork%40example.ru';
    expect(mail.text).not.toContain('/lk');
    expect(mail.text).toContain('Создайте личный кабинет с адресом olga+work@example.ru');
    expect(mail.text).toContain(`Регистрация: ${registration}`);
    expect(mail.html).toContain(`href="${registration.replaceAll('&', '&amp;')}"`);
    expect(mail.html).not.toContain('/lk"');
  });

  it('should write a session’s day as people do and count the package’s sessions left in Russian', () => {
    const start = new Date('2026-11-28T07:00:00Z');
    const session = { consultationId: 7, start, sequence: 0, meetingUrl: null, durationMinutes: 60 };
    const one = purchaseConfirmationMail({ ...guide, description: 'Пакет из 5 сессий, 2026-11-28', amountKopecks: 1_800_000, session, creditsLeft: 1 }, publicUrl, coach);
    expect(one.text).toContain('Оплата получена: Пакет из 5 сессий, 28 ноября 2026 — 18');
    expect(one.text).toContain('Оставшуюся 1 сессию пакета можно записать');
    const four = purchaseConfirmationMail({ ...guide, description: 'Пакет из 5 сессий, 2026-11-28', session, creditsLeft: 4 }, publicUrl, coach);
    expect(four.text).toContain('Оставшиеся 4 сессии пакета можно записать');
    const nine = purchaseConfirmationMail({ ...guide, description: 'Пакет из 10 сессий, 2026-11-28', session, creditsLeft: 9 }, publicUrl, coach);
    expect(nine.text).toContain('Оставшиеся 9 сессий пакета можно записать');
  });
});
