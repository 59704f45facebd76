import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRussian } from './russian-order.ts';

const collator = new Intl.Collator('ru', { sensitivity: 'base' });
const alphabet = [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБЕЁЖЯabcxyzABXZ0189 -'];
const name = fc.array(fc.constantFrom(...alphabet), { maxLength: 12 }).map((chars) => chars.join(''));

describe('compareRussian', () => {
  it('orders names as the Russian collation does', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(compareRussian(a, b)).toBe(Math.sign(collator.compare(a, b)));
      }),
      { numRuns: 2000 },
    );
  });

  it('sorts the shop’s kinds of titles the Russian way', () => {
    const titles = ['humblbar Кокос', 'Бокс fancy 12', 'Брауни', 'Ёлочный бокс', 'Еда', '4 вкуса', 'Худи XL'];
    expect([...titles].sort(compareRussian)).toEqual([...titles].sort(collator.compare));
    expect([...titles].sort(compareRussian)).toEqual([
      '4 вкуса',
      'Бокс fancy 12',
      'Брауни',
      'Еда',
      'Ёлочный бокс',
      'Худи XL',
      'humblbar Кокос',
    ]);
  });
});
