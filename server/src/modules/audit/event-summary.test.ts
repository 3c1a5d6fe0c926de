import { describe, expect, it } from 'vitest';
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

  it("should give a guest's documents and versions", () => {
    const given = { personalData: { document: 'Политика', version: '3' }, advertising: null };
    expect(eventSummary('GuestConsentsGiven', given, none)).toBe('Политика, версия 3; без рассылки');
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
});
