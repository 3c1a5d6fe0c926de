import { describe, expect, it } from 'vitest';
import { parsePrice, productFormErrors, productInput } from './product-form';

describe('the product form', () => {
  it('should read prices as the coach types them, with a comma or a point and spaces', () => {
    expect(parsePrice('1 490,50')).toBe(1490.5);
    expect(parsePrice('990')).toBe(990);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('12.345')).toBeNaN();
    expect(parsePrice('-5')).toBeNaN();
    expect(parsePrice('')).toBeNaN();
  });

  it('should ask for a name, a price within bounds and a description', () => {
    expect(productFormErrors({ name: ' ', icon: 'gift', price: 'дорого', description: '' }, '')).toEqual({
      name: 'Введите название продукта.',
      price: 'Введите цену в рублях, например 990 или 0 для бесплатного.',
      description: 'Опишите продукт: что получит покупатель.',
    });
    expect(productFormErrors({ name: 'Тетрадь', icon: 'gift', price: '10000001', description: '<p>x</p>' }, 'x')).toEqual({ price: 'Цена не может быть больше 10 000 000 ₽.' });
    expect(productFormErrors({ name: 'Тетрадь', icon: 'gift', price: '0', description: '<p>x</p>' }, 'x')).toEqual({});
  });

  it('should send the trimmed name and the price in roubles, keeping the current file', () => {
    expect(productInput({ name: ' Тетрадь ', icon: 'wheel', price: '990,5', description: '<p>x</p>' })).toEqual({ name: 'Тетрадь', icon: 'wheel', description: '<p>x</p>', amount: 990.5 });
  });
});
