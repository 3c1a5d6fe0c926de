// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { WelcomeSeries, WelcomeSeriesInput } from '../../../api/generated/model';
import { renderWithApp } from '../../../testing/render';
import type { WelcomeSeriesTrigger } from '../api/welcome-series';
import { WelcomeSeriesEditor } from './welcome-series-editor';
import { WelcomeSeriesSelector } from './welcome-series-selector';

afterEach(cleanup);

const afterPurchase: WelcomeSeries = {
  trigger: 'first_purchase',
  version: 1,
  enabled: true,
  stop_on_purchase: false,
  guide_name: 'Пять шагов к себе',
  letters: [
    { id: '0b7f2a52-7c1b-4a53-9a55-2f0f0c3c9a21', subject: 'Спасибо за покупку', html: '<p>Первое</p>', delay_days: 0, sent: 5 },
    { id: '0b7f2a52-7c1b-4a53-9a55-2f0f0c3c9a22', subject: 'Как дела?', html: '<p>Второе</p>', delay_days: 7, sent: 3 },
  ],
};

describe('the welcome series selector', () => {
  it('should offer the three series and tell which one the coach chose', async () => {
    const user = userEvent.setup();
    const chosen: WelcomeSeriesTrigger[] = [];
    renderWithApp(<WelcomeSeriesSelector value="guide" onChange={(trigger) => chosen.push(trigger)} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['После гида', 'После первой покупки', 'После первой сессии']);
    expect(screen.getByRole('tab', { name: 'После гида' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'После первой сессии' }));
    await user.click(screen.getByRole('tab', { name: 'После первой покупки' }));
    expect(chosen).toEqual(['first_session', 'first_purchase']);
  });

  it('should show a series after a purchase with its sent counts and the consent rule, without «Покупка останавливает серию»', async () => {
    const user = userEvent.setup();
    const saved: WelcomeSeriesInput[] = [];
    renderWithApp(<WelcomeSeriesEditor series={afterPurchase} onSave={(input) => saved.push(input)} />);
    expect(screen.getByText(/после первой оплаченной покупки/)).toBeTruthy();
    expect(screen.getByText(/согласие проверяется снова/)).toBeTruthy();
    expect(screen.getByText('Получили: 5')).toBeTruthy();
    expect(screen.getByText('Получили: 3')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Покупка останавливает серию' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Сохранить серию' }));
    expect(saved).toEqual([expect.objectContaining({ enabled: true, stop_on_purchase: false })]);
  });
});
