import { describe, expect, it } from 'vitest';
import { boxOfFlavours, customBoxName } from './box-types.ts';

describe('custom box names', () => {
  it('agree with the number of flavours', () => {
    expect([4, 8, 12].map(customBoxName)).toEqual([
      'Свой бокс на 4 вкуса',
      'Свой бокс на 8 вкусов',
      'Свой бокс на 12 вкусов',
    ]);
    expect(boxOfFlavours(22)).toBe('Бокс на 22 вкуса');
  });
});
