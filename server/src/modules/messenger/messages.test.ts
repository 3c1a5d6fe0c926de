import { describe, expect, it } from 'vitest';
import { messageOf, parseConfirmData, type MessageInput } from './messages';
import type { MessengerNotice } from './notices';

const session = { start: new Date('2026-12-02T07:00:00.000Z'), serviceName: 'Индивидуальная сессия' };
const input: MessageInput = { session, zone: null, publicUrl: 'https://coach.example' };
const moment = '«Индивидуальная сессия», 2 декабря 2026 в 10:00 по московскому времени';

describe('the messages of the messenger channel', () => {
  it('should say of a session only its service and its time, on the reader\'s clock', () => {
    const texts: Array<[MessengerNotice, string]> = [
      [{ about: 'session-paid', consultationId: 7 }, `Оплата получена, вы записаны: ${moment}.`],
      [{ about: 'session-booked', consultationId: 7 }, `Вы записаны: ${moment}.`],
      [{ about: 'session-moved', consultationId: 7 }, `Сессия перенесена: ${moment}.`],
      [{ about: 'session-cancelled', consultationId: 7 }, `Сессия отменена: ${moment}.`],
      [{ about: 'coach-booking', consultationId: 7 }, `Новая запись: ${moment}.`],
      [{ about: 'coach-cancellation', consultationId: 7 }, `Клиент отменил сессию: ${moment}.`],
    ];
    for (const [notice, text] of texts) expect(messageOf(notice, input)).toEqual({ text });
    expect(messageOf({ about: 'session-paid', consultationId: 7 }, { ...input, zone: 'Asia/Novosibirsk' })?.text).toBe(
      'Оплата получена, вы записаны: «Индивидуальная сессия», 2 декабря 2026 в 14:00 по Новосибирску (10:00 МСК).',
    );
  });

  it('should tell the coach a payment by its amount alone', () => {
    expect(messageOf({ about: 'coach-payment', amountKopecks: 350_000 }, { ...input, session: undefined })?.text.replace(/\s/g, ' ')).toBe('Оплата получена: 3 500 ₽.');
  });

  it('should put «Подтверждаю» and «Перенести» under a reminder, the first naming the session\'s time by its sequence', () => {
    expect(messageOf({ about: 'reminder', consultationId: 7, sequence: 2, lead: 'day' }, input)).toEqual({
      text: `Напоминание: завтра сессия ${moment}.`,
      buttons: [
        { kind: 'callback', text: 'Подтверждаю', data: 'confirm:7:2' },
        { kind: 'url', text: 'Перенести', url: 'https://coach.example/lk?move=7' },
      ],
    });
    expect(messageOf({ about: 'reminder', consultationId: 7, sequence: 0, lead: 'hour' }, input)?.text).toBe(`Напоминание: через час сессия ${moment}.`);
  });

  it('should write nothing of a session no longer known', () => {
    expect(messageOf({ about: 'session-paid', consultationId: 7 }, { ...input, session: undefined })).toBeUndefined();
  });

  it('should read back only its own confirmation data', () => {
    expect(parseConfirmData('confirm:7:2')).toEqual({ consultationId: 7, sequence: 2 });
    expect(parseConfirmData('confirm:7')).toBeUndefined();
    expect(parseConfirmData('confirm:x:1')).toBeUndefined();
    expect(parseConfirmData('cancel:7:1')).toBeUndefined();
  });
});
