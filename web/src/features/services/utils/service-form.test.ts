import { describe, expect, it } from 'vitest';
import { serviceFormOf, validateServiceForm } from './service-form';

const single = { id: 1, name: 'Коуч-сессия', icon: 'chat', description: 'Одна встреча', additional: '', amount: 3500, sessions: 1, on_sale: true };

describe('the Услуги dialog', () => {
  it('should read a price as the coach types it', () => {
    expect(validateServiceForm({ ...serviceFormOf(single), amount: '4 000' })).toEqual({
      input: { name: 'Коуч-сессия', icon: 'chat', description: 'Одна встреча', additional: '', amount: 4000, on_sale: true },
    });
    expect(validateServiceForm({ ...serviceFormOf(single), amount: '3500,50 ₽' })).toMatchObject({ input: { amount: 3500.5 } });
  });

  it('should say in Russian what is wrong', () => {
    expect(validateServiceForm({ ...serviceFormOf(single), name: ' ', amount: '-5' })).toEqual({
      errors: { name: 'Обязательно', amount: 'Цена — число рублей, копейки через запятую' },
    });
    expect(validateServiceForm({ ...serviceFormOf(single), amount: '20000000' })).toEqual({ errors: { amount: expect.stringMatching(/^Не больше 10\s000\s000\s₽$/) } });
  });

  it('should read a session’s length in whole minutes, and keep the type’s own when left empty', () => {
    expect(serviceFormOf({ ...single, duration_minutes: 60 }).duration_minutes).toBe('60');
    expect(validateServiceForm({ ...serviceFormOf(single), duration_minutes: ' 90 ' })).toMatchObject({ input: { duration_minutes: 90 } });
    expect(validateServiceForm({ ...serviceFormOf(single), duration_minutes: '' })).not.toHaveProperty('input.duration_minutes');
    expect(validateServiceForm({ ...serviceFormOf(single), duration_minutes: '5' })).toEqual({ errors: { duration_minutes: 'Длительность — целое число минут, от 15 до 480' } });
    expect(validateServiceForm({ ...serviceFormOf(single), duration_minutes: '1,5' })).toEqual({ errors: { duration_minutes: 'Длительность — целое число минут, от 15 до 480' } });
  });

  it('should offer the chat icon for an icon the landing does not draw', () => {
    expect(serviceFormOf({ ...single, icon: 'unknown' }).icon).toBe('chat');
  });
});
