import { describe, expect, it } from 'vitest';
import { boxOfFlavours, customBoxName } from './box-types.ts';

describe('custom box names', () => {
  it('agree with the number of flavours', () => {
    expect(
      [
        [4, 1],
        [8, 4],
        [12, 12],
        [12, 5],
      ].map(([pieces, flavours]) => customBoxName(pieces!, flavours!)),
    ).toEqual([
      'Свой бокс: 4 шт, 1 вкус',
      'Свой бокс: 8 шт, 4 вкуса',
      'Свой бокс: 12 шт, 12 вкусов',
      'Свой бокс: 12 шт, 5 вкусов',
    ]);
    expect(boxOfFlavours(22)).toBe('Бокс на 22 вкуса');
  });
});
