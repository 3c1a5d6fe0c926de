import { describe, expect, it } from 'vitest';
import { placeholderDetails } from '../practice/practice-details';
import { eventSummary } from './event-summary';

const none = { sessionStart: null, serviceName: null };

describe('the essentials of an event as text', () => {
  it('should give amounts in roubles with the service name', () => {
    expect(eventSummary('PaymentSucceeded', { amountKopecks: 350_050 }, { ...none, serviceName: 'Консультация' })).toMatch(/^3\s500,5 ₽; Консультация$/);
  });

  it('should give a move in Moscow time and who moved it', () => {
    expect(eventSummary('ConsultationRescheduled', { from: '2026-12-02T07:00:00.000Z', to: '2026-12-03T15:30:00.000Z', by: 'coach' }, none)).toBe(
      'с 2 декабря 2026 в 10:00 (МСК) на 3 декабря 2026 в 18:30 (МСК); перенёс коуч',
    );
  });

  it('should give a session of a series its place in the series', () => {
    const booked = { start: '2026-12-08T07:00:00.000Z', series: { seriesId: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b', number: 2, count: 5 } };
    expect(eventSummary('ConsultationBooked', booked, { ...none, serviceName: 'Разовая сессия' })).toBe('8 декабря 2026 в 10:00 (МСК); Разовая сессия; серия: 2 из 5');
    expect(eventSummary('ConsultationBooked', { start: booked.start }, { ...none, serviceName: 'Разовая сессия' })).toBe('8 декабря 2026 в 10:00 (МСК); Разовая сессия');
  });

  it('should give homework by its title and due moment, never what was answered', () => {
    const assigned = { title: 'Дневник недели', dueAt: '2026-12-08T18:00:00.000Z', questions: [{ text: 'Как прошла неделя?' }] };
    expect(eventSummary('HomeworkAssigned', assigned, none)).toBe('«Дневник недели»; срок 8 декабря 2026 в 21:00 (МСК)');
    expect(eventSummary('HomeworkSubmitted', { answers: null }, none)).toBe('');
  });

  it("should give a guest's documents and versions", () => {
    const given = { personalData: { document: 'Политика', version: '3' }, advertising: null };
    expect(eventSummary('GuestConsentsGiven', given, none)).toBe('Политика, версия 3; без рассылки');
  });

  it('should give a schedule change as what was and what became, part by part', () => {
    const every = (times: string[]) => Array.from({ length: 7 }, () => times);
    const previous = { weekly: every(['10:00']), exceptions: { '2026-12-31': [] }, bookingWindowDays: 90, minNoticeDays: 1 };
    const schedule = {
      weekly: every(['10:00', '15:00']).map((times, index) => (index === 1 ? [] : times)),
      exceptions: { '2027-01-05': ['12:00'] },
      bookingWindowDays: 60,
      minNoticeDays: 2,
    };
    expect(eventSummary('ScheduleChanged', { previous, schedule, changedAt: '2026-11-22T09:00:00.000Z' }, none)).toBe(
      'пн, ср, чт, пт, сб, вс: 10:00 → 10:00, 15:00; вт: 10:00 → выходной; 31.12.2026: выходной → по плану; 05.01.2027: по плану → 12:00; ' +
        'окно записи: 90 → 60 дн.; запись не раньше чем за 1 → 2 дн.',
    );
    const hours = { ...schedule, minNoticeHours: 2, bufferMinutes: 15 };
    expect(eventSummary('ScheduleChanged', { previous: schedule, schedule: hours, changedAt: '2026-11-22T09:00:00.000Z' }, none)).toBe(
      'запись не позднее чем за 2 дн. → 2 ч до начала; перерыв после сессии: 0 → 15 мин.',
    );
  });

  it("should give the coach's change of a balance with her reason, and never a note's text", () => {
    expect(eventSummary('CreditsWithdrawnByCoach', { count: 2, reason: 'ошибка начисления' }, none)).toBe('сессий: 2; причина: ошибка начисления');
    expect(eventSummary('ClientNoteWritten', { text: 'тревожится перед сессиями' }, none)).not.toContain('тревожится');
  });

  it('should give a product change as before and after, and an uploaded file with its size', () => {
    const card = (name: string, priceKopecks: number) => ({ name, icon: 'book', priceKopecks });
    expect(eventSummary('ProductTypeChanged', { before: card('Тетрадь', 99_000), after: card('Тетрадь', 0), descriptionChanged: true }, none)).toMatch(
      /^было: Тетрадь, 990 ₽; стало: Тетрадь, бесплатно; описание изменено$/,
    );
    const file = { fileId: 2, name: 'koleso', extension: 'pdf', sizeBytes: 1_572_864 };
    expect(eventSummary('ProductFileUploaded', { file, replacedFileId: 1 }, none)).toBe('koleso.pdf, 1,5 МБ; прежняя версия сохранена');
  });

  it('should say nothing for a type without essentials or from an older history', () => {
    expect(eventSummary('UserRegistered', { email: 'a@b.ru' }, none)).toBe('');
    expect(eventSummary('EmailClaimed', {}, none)).toBe('');
  });

  it('should give each changed practice detail with its old and new value', () => {
    const details = { ...placeholderDetails, inn: '500100732259', taxStatus: 'sole_proprietor', ogrnip: '304500116000157' };
    expect(eventSummary('PracticeDetailsChanged', { previous: placeholderDetails, details, changedAt: '2026-11-24T10:00:00.000Z' }, none)).toBe(
      'статус: самозанятая (НПД) → ИП; ИНН: «000000000000» → «500100732259»; ОГРНИП: (пусто) → «304500116000157»',
    );
  });

  it('should give a consultation type\'s new price and sale, old and new', () => {
    const previous = { name: 'Коуч-сессия', icon: 'chat', description: 'Одна встреча', additional: '', priceKopecks: 350_000, onSale: true };
    const current = { ...previous, priceKopecks: 400_000 };
    expect(eventSummary('ConsultationTypeChanged', { consultationTypeId: 1, previous, current, changedAt: '2026-11-24T10:00:00.000Z' }, none)).toMatch(
      /^Коуч-сессия: цена: 3\s500 ₽ → 4\s000 ₽ \(для новых покупок\)$/,
    );
    expect(eventSummary('ConsultationTypeChanged', { consultationTypeId: 1, previous, current: { ...previous, onSale: false }, changedAt: '2026-11-24T10:00:00.000Z' }, none)).toBe(
      'Коуч-сессия: снята с продажи',
    );
  });
});
