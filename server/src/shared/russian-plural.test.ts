import { describe, expect, it } from 'vitest';
import { plural } from './russian-plural';

describe('plural', () => {
  it('should pick the form by the last digits, with 11-14 as many', () => {
    const minutes = (count: number) => `${count} ${plural(count, 'минуту', 'минуты', 'минут')}`;
    expect([1, 2, 5, 11, 12, 14, 21, 22, 25, 101, 111].map(minutes)).toEqual([
      '1 минуту', '2 минуты', '5 минут', '11 минут', '12 минут', '14 минут', '21 минуту', '22 минуты', '25 минут', '101 минуту', '111 минут',
    ]);
  });
});
