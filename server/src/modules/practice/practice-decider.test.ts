import { describe, expect, it } from 'vitest';
import { DomainError } from '../../eventstore/decider';
import type { PracticeEvent } from './events';
import { practiceChangeSummary } from './practice-change-summary';
import { practiceDecider, type PracticeCommand } from './practice-decider';
import { changedFields, giftCertificateValidityMonthsOf, placeholderDetails, placeholderFields, remainingPlaceholders, type PracticeDetails } from './practice-details';

const now = new Date('2026-11-24T10:00:00.000Z');
const real: PracticeDetails = { ...placeholderDetails, inn: '500100732259', legalName: 'Петрова Мария Ивановна' };

const given = (events: PracticeEvent[]) => ({
  when: (command: PracticeCommand) => practiceDecider.decide(command, events.reduce(practiceDecider.evolve, practiceDecider.initialState())),
});
const seed = (details: PracticeDetails): PracticeCommand => ({ type: 'SeedPracticeDetails', data: { details }, metadata: { now } });
/** A save over the details after `basedOn` events (the stream's length in these tests, unless a test says otherwise). */
const change = (details: PracticeDetails, basedOn = 1): PracticeCommand => ({ type: 'ChangePracticeDetails', data: { details, basedOn }, metadata: { now } });
const seeded: PracticeEvent = { type: 'PracticeDetailsSeeded', data: { details: placeholderDetails, seededAt: now.toISOString() } };

describe('practice details', () => {
  it('should seed the configuration\'s details on the first start only', () => {
    expect(given([]).when(seed(placeholderDetails))).toEqual([seeded]);
    expect(given([seeded]).when(seed(real))).toEqual([]);
  });

  it('should record a change with the details before and after', () => {
    expect(given([seeded]).when(change(real))).toEqual([
      { type: 'PracticeDetailsChanged', data: { previous: placeholderDetails, details: real, changedAt: now.toISOString() } },
    ]);
  });

  it('should record nothing when nothing changed', () => {
    const changed: PracticeEvent = { type: 'PracticeDetailsChanged', data: { previous: placeholderDetails, details: real, changedAt: now.toISOString() } };
    expect(given([seeded, changed]).when(change(real, 2))).toEqual([]);
  });

  it('should record the coach\'s first save even when it keeps every seeded value, and no later one that changes nothing', () => {
    const confirmed: PracticeEvent = { type: 'PracticeDetailsChanged', data: { previous: placeholderDetails, details: placeholderDetails, changedAt: now.toISOString() } };
    expect(given([seeded]).when(change(placeholderDetails))).toEqual([confirmed]);
    expect(given([seeded, confirmed]).when(change(placeholderDetails, 2))).toEqual([]);
  });

  it('should judge placeholders by whether the coach ever saved the details, not by their text', () => {
    const hers = { ...placeholderDetails, inn: '500100732259' };
    const saved: PracticeEvent = { type: 'PracticeDetailsChanged', data: { previous: placeholderDetails, details: hers, changedAt: now.toISOString() } };
    const state = (events: PracticeEvent[]) => events.reduce(practiceDecider.evolve, practiceDecider.initialState());
    expect(remainingPlaceholders(placeholderDetails, state([seeded]).savedByCoach)).toContain('legalName');
    expect(remainingPlaceholders(hers, state([seeded, saved]).savedByCoach)).toEqual([]);
  });

  it('should refuse a save over details another save has changed since (409, not an overwrite)', () => {
    const changed: PracticeEvent = { type: 'PracticeDetailsChanged', data: { previous: placeholderDetails, details: real, changedAt: now.toISOString() } };
    expect(() => given([seeded, changed]).when(change({ ...real, phone: '+7 900 000-00-00' }, 1))).toThrow(
      new DomainError('conflict', 'Сведения о практике только что сохранили в другом окне. Обновите страницу и сохраните снова.'),
    );
  });

  it('should refuse an ИНН with a wrong check digit', () => {
    expect(() => given([seeded]).when(change({ ...real, inn: '500100732258' }))).toThrow(new DomainError('invalid', 'ИНН: нужно 10 или 12 цифр с верной контрольной суммой.'));
  });

  it('should want a valid ОГРНИП from an individual entrepreneur and none from the self-employed', () => {
    expect(() => given([seeded]).when(change({ ...real, taxStatus: 'sole_proprietor', ogrnip: '' }))).toThrow(/ОГРНИП/);
    expect(() => given([seeded]).when(change({ ...real, taxStatus: 'self_employed', ogrnip: '304500116000157' }))).toThrow(/только для ИП/);
    expect(given([seeded]).when(change({ ...real, taxStatus: 'sole_proprietor', taxSystem: 'usn_income', ogrnip: '304500116000157' }))).toHaveLength(1);
  });

  it('should want a tax system from an individual entrepreneur and none from the self-employed', () => {
    const entrepreneur = { ...real, taxStatus: 'sole_proprietor', ogrnip: '304500116000157' } as const;
    expect(() => given([seeded]).when(change(entrepreneur))).toThrow(new DomainError('invalid', 'Система налогообложения: выберите её, она печатается в чеках ИП.'));
    expect(() => given([seeded]).when(change({ ...real, taxSystem: 'osn' }))).toThrow(/только для ИП/);
    expect(given([seeded]).when(change({ ...entrepreneur, taxSystem: 'patent' }))).toHaveLength(1);
  });

  it('should keep the certificates\' validity between 1 and 36 whole months, a save that does not name it keeping the saved one', () => {
    const refused = new DomainError('invalid', 'Срок действия подарочного сертификата: целое число месяцев от 1 до 36.');
    for (const months of [0, 37, 2.5]) expect(() => given([seeded]).when(change({ ...real, giftCertificateValidityMonths: months }))).toThrow(refused);
    const sixMonths = given([seeded]).when(change({ ...real, giftCertificateValidityMonths: 6 }));
    expect(sixMonths).toEqual([expect.objectContaining({ data: expect.objectContaining({ details: { ...real, giftCertificateValidityMonths: 6 } }) })]);
    const { giftCertificateValidityMonths: _unnamed, ...withoutIt } = real;
    expect(given([seeded, ...sixMonths]).when(change({ ...withoutIt, phone: '+7 900 000-00-00' }, 2))).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ details: { ...real, phone: '+7 900 000-00-00', giftCertificateValidityMonths: 6 } }) }),
    ]);
  });

  it('should take an unset validity as the default 12 months, not as a change', () => {
    expect(giftCertificateValidityMonthsOf(placeholderDetails)).toBe(12);
    expect(changedFields(placeholderDetails, { ...placeholderDetails, giftCertificateValidityMonths: 12 })).toEqual([]);
    expect(changedFields(placeholderDetails, { ...placeholderDetails, giftCertificateValidityMonths: 6 })).toEqual(['giftCertificateValidityMonths']);
    expect(practiceChangeSummary({ previous: placeholderDetails, details: { ...placeholderDetails, giftCertificateValidityMonths: 6 }, changedAt: now.toISOString() })).toBe(
      'срок действия подарочного сертификата: 12 месяцев → 6 месяцев',
    );
  });

  it('should name an entrepreneur without a tax system among the placeholders', () => {
    expect(placeholderFields({ ...real, taxStatus: 'sole_proprietor', ogrnip: '304500116000157' })).toContain('taxSystem');
    expect(placeholderFields({ ...real, taxStatus: 'sole_proprietor', taxSystem: 'osn', ogrnip: '304500116000157' })).not.toContain('taxSystem');
  });
});
