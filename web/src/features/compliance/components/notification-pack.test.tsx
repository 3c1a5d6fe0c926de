// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComplianceNotification, ComplianceTaxLimits } from '../../../api/generated/model';
import { renderWithApp } from '../../../testing/render';
import { NotificationPack } from './notification-pack';
import { TaxLimitBannerView } from './tax-limit-banner';

afterEach(cleanup);

const pack: ComplianceNotification = {
  operator: { legal_name: 'Петрова Мария Ивановна', tax_status: 'self_employed', inn: '500100732259', ogrnip: '', postal_address: 'Москва', email: 'maria@petrova-coach.ru' },
  responsible_person: 'Петрова Мария Ивановна',
  purposes: ['продажа цифровых продуктов'],
  data_categories: ['адрес электронной почты'],
  subject_categories: ['клиенты'],
  legal_bases: ['договор'],
  operations: ['хранение'],
  processors: [
    { id: 'payment', name: 'ЮKassa', purpose: 'оплата', host: 'api.yookassa.ru', country: 'Россия', cross_border: 'no' },
    { id: 'mail', name: 'Почтовый сервер (SMTP)', purpose: 'письма', host: 'smtp.example.com', country: null, cross_border: 'unknown' },
  ],
  database_country: 'Россия',
  processing_started_on: '2026-11-20',
  cross_border: true,
  host_countries: [{ host: 'smtp.example.com', country: null }],
  text: 'УВЕДОМЛЕНИЕ ОБ ОБРАБОТКЕ ПЕРСОНАЛЬНЫХ ДАННЫХ\nОператор: Петрова Мария Ивановна',
  filing: { filed_on: '2026-11-20', registry_number: '77-26-000001' },
  cross_border_notice_filed_on: null,
  changed_since_filing: true,
  changes: { added_processors: ['mail'], removed_processors: [], added_categories: [], removed_categories: [] },
};

describe('the Roskomnadzor notification pack', () => {
  it('should list the processors with their countries and warn that the mail server came after the filing', () => {
    renderWithApp(<NotificationPack pack={pack} onSave={vi.fn()} />);
    expect(screen.getByText(/После подачи уведомления изменились сведения/)).toBeTruthy();
    expect(screen.getByText('Новые обработчики: Почтовый сервер (SMTP).')).toBeTruthy();
    expect(screen.getAllByText('не указана').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Текст уведомления').textContent).toBe(pack.text);
    expect(screen.getByText(/шаблон для проверки, а не юридическая консультация/)).toBeTruthy();
  });

  it('should copy the text for the regulator\'s form', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<NotificationPack pack={pack} onSave={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Скопировать текст' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Скопировано' })).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(pack.text);
  });

  it('should save a new filing and the mail server\'s country', () => {
    const onSave = vi.fn();
    renderWithApp(<NotificationPack pack={pack} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Страна сервера smtp.example.com'), { target: { value: 'Германия' } });
    fireEvent.change(screen.getByLabelText('Дата подачи уведомления'), { target: { value: '2026-11-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить сведения' }));
    expect(onSave).toHaveBeenCalledWith({
      database_country: 'Россия',
      processing_started_on: '2026-11-20',
      host_countries: [{ host: 'smtp.example.com', country: 'Германия' }],
      filing: { filed_on: '2026-11-25', registry_number: '77-26-000001' },
      cross_border_notice_filed_on: null,
    });
  });
});

describe('the tax limit banner', () => {
  const limits = (share: number): ComplianceTaxLimits => ({
    year: 2026,
    income: 2_400_000 * share,
    tax_status: 'self_employed',
    tax_system: null,
    limits: [
      { kind: 'self_employed', limit: 2_400_000, share, level: share >= 0.8 ? '80' : 'ok', applies: true },
      { kind: 'usn_vat_exemption', limit: 20_000_000, share: share / 8, level: 'ok', applies: false },
    ],
    vat: { payer: false, usn_pays_vat: false, default_rate: 'vat22', services: [] },
  });

  it('should stay hidden under 80 % and name the ИП path past it', () => {
    const { container } = renderWithApp(<TaxLimitBannerView limits={limits(0.5)} />);
    expect(container.textContent).toBe('');
    cleanup();
    renderWithApp(<TaxLimitBannerView limits={limits(0.83)} />);
    expect(screen.getByRole('status').textContent).toMatch(/83 %.*зарегистрируйте ИП/);
  });
});
