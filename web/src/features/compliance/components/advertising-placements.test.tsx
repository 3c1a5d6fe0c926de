// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdvertisingPlacements } from '../../../api/generated/model';
import { renderWithApp } from '../../../testing/render';
import { AdvertisingPlacementsLedger, placementInputOf } from './advertising-placements-area';

afterEach(cleanup);

const ledger: AdvertisingPlacements = {
  placements: [{ id: '7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a11', placed_on: '2026-11-20', advertiser: 'ООО «Ромашка»', erid: '2VtzqwTGwxn', where: 'newsletter', title: 'Ноябрь', income: 10_000 }],
  quarters: [{ year: 2026, quarter: 4, placements: 1, income: 10_000, levy: 300 }],
  levy_rate: 3,
};

describe('«Реклама и сбор 3 %»', () => {
  it('should show each quarter with its income and levy, and the placements', () => {
    renderWithApp(<AdvertisingPlacementsLedger ledger={ledger} saving={false} onAdd={vi.fn()} onRemove={vi.fn()} />);
    const quarters = screen.getByRole('table', { name: 'Доход от рекламы по кварталам' });
    expect(within(quarters).getByText('4 квартал 2026')).toBeTruthy();
    expect(within(quarters).getByText('300 ₽')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Платные размещения' })).getByText('Рассылка: Ноябрь')).toBeTruthy();
  });

  it('should refuse a form without a date or an income, in Russian, and send a full one', () => {
    const onAdd = vi.fn();
    renderWithApp(<AdvertisingPlacementsLedger ledger={ledger} saving={false} onAdd={onAdd} onRemove={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Записать' }));
    expect(screen.getByText('Укажите дату размещения.')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
    expect(placementInputOf({ placed_on: '2026-12-01', advertiser: 'ООО', erid: 'T1', where: 'article', title: ' Обзор ', income: '2 500,50' })).toEqual({
      placed_on: '2026-12-01',
      advertiser: 'ООО',
      erid: 'T1',
      where: 'article',
      title: 'Обзор',
      income: 2500.5,
    });
  });
});
