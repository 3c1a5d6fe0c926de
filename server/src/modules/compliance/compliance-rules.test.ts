import { describe, expect, it } from 'vitest';
import type { VatSettings } from './events';
import { dataMapRows, foreignScriptSources, scriptSourcesOf } from './data-map';
import { changesSinceFiling, dataCategories, fingerprintOf } from './notification-pack';
import { configuredProcessors, crossBorderOf, type ConfiguredServices } from './processors';
import { limitLevel, practiceYear, taxLimits, usnVatExemptionRubles } from './tax-limits';
import { taxProfileFor } from './vat-rates';

const plain: ConfiguredServices = { payment: 'sandbox', smtpHost: null, room: 'static', jitsiHost: null, telegram: false, max: false, busyCalendarHost: null };

describe('the processors the configuration uses', () => {
  it('should list nothing for the sandbox, the outbox and the static link, and each configured service with its country', () => {
    expect(configuredProcessors(plain, [])).toEqual([]);
    const all = configuredProcessors(
      { payment: 'yookassa', smtpHost: 'smtp.example.ru', room: 'telemost', jitsiHost: 'meet.example.ru', telegram: true, max: true, busyCalendarHost: 'calendar.example.com' },
      [{ host: 'smtp.example.ru', country: 'Россия' }],
    );
    expect(all.map(({ id, country, crossBorder }) => ({ id, country, crossBorder }))).toEqual([
      { id: 'payment', country: 'Россия', crossBorder: 'no' },
      { id: 'mail', country: 'Россия', crossBorder: 'no' },
      { id: 'rooms', country: 'Россия', crossBorder: 'no' },
      { id: 'telegram', country: 'ОАЭ / Великобритания', crossBorder: 'yes' },
      { id: 'max', country: 'Россия', crossBorder: 'no' },
      { id: 'busy-calendar', country: null, crossBorder: 'unknown' },
    ]);
    // Jitsi only when it is her chosen provider.
    expect(configuredProcessors({ ...plain, room: 'jitsi', jitsiHost: 'meet.example.ru' }, []).map((processor) => processor.host)).toEqual(['meet.example.ru']);
  });

  it('should tell a transfer abroad by the country', () => {
    expect([crossBorderOf('Россия'), crossBorderOf(' РФ '), crossBorderOf('Германия'), crossBorderOf(null)]).toEqual(['no', 'no', 'yes', 'unknown']);
  });
});

describe('the data map', () => {
  it('should flag an unknown country, and a transfer abroad until the cross-border notice is filed', () => {
    const processors = configuredProcessors({ ...plain, smtpHost: 'smtp.example.com', telegram: true }, []);
    expect(dataMapRows(processors, null).map((row) => row.flag)).toEqual([expect.stringMatching(/Страна не указана/), expect.stringMatching(/трансграничной/)]);
    expect(dataMapRows(processors, '2026-11-20').map((row) => row.flag)).toEqual([expect.stringMatching(/Страна не указана/), null]);
  });

  it("should read the CSP's script sources and name only the foreign ones", () => {
    const sources = scriptSourcesOf("default-src 'self';script-src 'self' https://yookassa.ru 'sha256-abc';img-src 'self'");
    expect(sources).toEqual(["'self'", 'https://yookassa.ru', "'sha256-abc'"]);
    expect(foreignScriptSources(sources)).toEqual([]);
    expect(foreignScriptSources([...sources, 'https://www.googletagmanager.com'])).toEqual(['https://www.googletagmanager.com']);
  });
});

describe('a filing compared with the configuration now', () => {
  it('should name the processors and categories added or removed since the filing', () => {
    const filed = { filedOn: '2026-11-20', registryNumber: '1', fingerprint: fingerprintOf(configuredProcessors({ ...plain, payment: 'yookassa' }, []), dataCategories(plain)) };
    const now = fingerprintOf(configuredProcessors({ ...plain, smtpHost: 'smtp.example.ru', max: true }, []), dataCategories({ telegram: false, max: true }));
    expect(changesSinceFiling(filed, now)).toEqual({
      addedProcessors: ['mail', 'max'],
      removedProcessors: ['payment'],
      addedCategories: ['идентификатор чата в мессенджере'],
      removedCategories: [],
    });
    expect(changesSinceFiling(null, now)).toEqual({ addedProcessors: [], removedProcessors: [], addedCategories: [], removedCategories: [] });
  });
});

describe('the tax limits', () => {
  it('should warn at 80 % and 95 % and say over past the limit', () => {
    expect([1_919_999, 1_920_000, 2_279_999, 2_280_000, 2_400_000, 2_400_001].map((income) => limitLevel(income, 2_400_000))).toEqual(['ok', '80', '80', '95', '95', 'over']);
  });

  it('should lower the УСН VAT threshold by year and apply each limit to its status', () => {
    expect([2026, 2027, 2028].map(usnVatExemptionRubles)).toEqual([20_000_000, 15_000_000, 10_000_000]);
    expect(taxLimits(100, 2026, { taxStatus: 'self_employed' }).map((limit) => limit.applies)).toEqual([true, false]);
    expect(taxLimits(100, 2026, { taxStatus: 'sole_proprietor', taxSystem: 'usn_income' }).map((limit) => limit.applies)).toEqual([false, true]);
  });

  it("should count the practice's year on Moscow time", () => {
    expect(practiceYear(new Date('2026-12-31T21:30:00.000Z'))).toMatchObject({ year: 2027, from: new Date('2026-12-31T21:00:00.000Z') });
  });
});

describe('the VAT rate a sale carries', () => {
  const vat: VatSettings = { usnPaysVat: false, defaultRate: 'vat22', services: [{ consultationType: 2, rate: 'vat7' }] };
  const usn = { taxStatus: 'sole_proprietor', taxSystem: 'usn_income' } as const;
  it('should carry none for НПД, an exempt УСН or the patent, and the service\'s own rate or her default when she pays VAT', () => {
    expect(taxProfileFor({ taxStatus: 'self_employed' }, vat, { kind: 'consultation', typeId: 2 })).toEqual({ status: 'self_employed' });
    expect(taxProfileFor(usn, vat, { kind: 'consultation', typeId: 2 })).toEqual({ status: 'sole_proprietor', system: 'usn_income' });
    expect(taxProfileFor({ ...usn, taxSystem: 'patent' }, { ...vat, usnPaysVat: true }, { kind: 'product', typeId: 2 }).vatRate).toBeUndefined();
    expect(taxProfileFor(usn, { ...vat, usnPaysVat: true }, { kind: 'consultation', typeId: 2 }).vatRate).toBe('vat7');
    expect(taxProfileFor(usn, { ...vat, usnPaysVat: true }, { kind: 'product', typeId: 2 }).vatRate).toBe('vat22');
    expect(taxProfileFor({ ...usn, taxSystem: 'osn' }, vat, { kind: 'gift_certificate' }).vatRate).toBe('vat22');
  });
});
