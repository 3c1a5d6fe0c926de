// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { WelcomeSeries, WelcomeSeriesInput } from '../../../api/generated/model';
import { renderWithApp } from '../../../testing/render';
import { WelcomeSeriesEditor } from './welcome-series-editor';

afterEach(cleanup);

const series: WelcomeSeries = {
  version: 2,
  enabled: true,
  stop_on_purchase: true,
  guide_name: 'Пять шагов к себе',
  letters: [
    { id: '7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a11', subject: 'Добро пожаловать', html: '<p>Первое письмо</p>', delay_days: 0, sent: 12 },
    { id: '7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a12', subject: 'Второй шаг', html: '<p>Второе письмо</p>', delay_days: 2, sent: 7 },
  ],
};

describe('the welcome series editor', () => {
  it('should show each letter with its day and how many got it, the guide it follows and its settings', () => {
    renderWithApp(<WelcomeSeriesEditor series={series} onSave={() => {}} />);
    expect(screen.getByText(/скачал гид «Пять шагов к себе»/)).toBeTruthy();
    const first = screen.getByRole('group', { name: 'Письмо 1' });
    expect(within(first).getByRole('textbox', { name: /Тема письма 1/ })).toHaveProperty('value', 'Добро пожаловать');
    expect(within(first).getByRole('spinbutton', { name: 'День письма 1' })).toHaveProperty('disabled', true);
    expect(within(first).getByText('Получили: 12')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Письмо 2' })).getByText('Получили: 7')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Серия включена' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Покупка останавливает серию' })).toHaveProperty('checked', true);
  });

  it('should save the letters in order with their days and the coach’s choice about purchases', async () => {
    const user = userEvent.setup();
    const saved: WelcomeSeriesInput[] = [];
    renderWithApp(<WelcomeSeriesEditor series={series} onSave={(input) => saved.push(input)} />);
    const second = screen.getByRole('group', { name: 'Письмо 2' });
    const day = within(second).getByRole('spinbutton', { name: 'День письма 2' });
    await user.clear(day);
    await user.type(day, '3');
    await user.click(screen.getByRole('checkbox', { name: 'Покупка останавливает серию' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить серию' }));
    expect(saved).toEqual([
      {
        enabled: true,
        stop_on_purchase: false,
        letters: [
          { id: series.letters[0]!.id, subject: 'Добро пожаловать', html: '<p>Первое письмо</p>', delay_days: 0 },
          { id: series.letters[1]!.id, subject: 'Второй шаг', html: '<p>Второе письмо</p>', delay_days: 3 },
        ],
      },
    ]);
  });

  it('should refuse a new letter without a subject, and save the series once it is removed', async () => {
    const user = userEvent.setup();
    const saved: WelcomeSeriesInput[] = [];
    renderWithApp(<WelcomeSeriesEditor series={series} onSave={(input) => saved.push(input)} />);
    await user.click(screen.getByRole('button', { name: 'Добавить письмо' }));
    const third = screen.getByRole('group', { name: 'Письмо 3' });
    expect(within(third).getByRole('spinbutton', { name: 'День письма 3' })).toHaveProperty('value', '4');
    await user.click(screen.getByRole('button', { name: 'Сохранить серию' }));
    expect(within(third).getByText('Напишите тему письма.')).toBeTruthy();
    const day = within(screen.getByRole('group', { name: 'Письмо 2' })).getByRole('spinbutton', { name: 'День письма 2' });
    await user.clear(day);
    await user.click(within(third).getByRole('button', { name: 'Удалить письмо 3' }));
    await user.type(day, '0');
    await user.click(screen.getByRole('button', { name: 'Сохранить серию' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.letters.map((letter) => letter.delay_days)).toEqual([0, 0]);
  });

  it('should not turn on a series without letters', async () => {
    const user = userEvent.setup();
    const saved: WelcomeSeriesInput[] = [];
    renderWithApp(<WelcomeSeriesEditor series={{ ...series, version: 0, enabled: false, letters: [] }} onSave={(input) => saved.push(input)} />);
    await user.click(screen.getByRole('checkbox', { name: 'Серия включена' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить серию' }));
    expect(screen.getByText('Добавьте хотя бы одно письмо, чтобы включить серию.')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
