import { describe, expect, it } from 'vitest';
import type { ConsultationType } from '../../../api/generated/model';
import { bookingSubmitLabel, isSingleSession, usesPackageCredit } from './booking';

const type = (id: number, amount: number, sessions: number): ConsultationType => ({ id, name: `Тип ${id}`, icon: '', description: '', additional: '', amount, sessions, on_sale: true });
const types = [type(1, 3500, 1), type(2, 15750, 5), type(3, 29750, 10)];

describe('booking dialog', () => {
  it('should tell a single session from the packages by its session count', () => {
    expect(isSingleSession(types[0])).toBe(true);
    expect(isSingleSession(types[1])).toBe(false);
    expect(isSingleSession(undefined)).toBe(false);
  });

  it('should book from the package only for a single session while credits remain', () => {
    expect(usesPackageCredit(types[0], 3)).toBe(true);
    expect(usesPackageCredit(types[0], 0)).toBe(false);
    expect(usesPackageCredit(types[2], 3)).toBe(false);
  });

  it('should label the submit button after what happens', () => {
    expect(bookingSubmitLabel(types[0], true)).toBe('Записаться (сессия из пакета)');
    expect(bookingSubmitLabel(type(4, 0, 1), false)).toBe('Получить БЕСПЛАТНО');
    expect(bookingSubmitLabel(types[1], false)).toBe('Купить');
    expect(bookingSubmitLabel(undefined, false)).toBe('Купить');
  });
});
