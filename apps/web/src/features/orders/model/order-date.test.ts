import { describe, expect, it } from 'vitest';
import { orderDate } from './order-state.ts';

describe('orderDate', () => {
  it('writes every month as toLocaleDateString ru-RU does', () => {
    for (let month = 0; month < 12; month++) {
      const iso = new Date(2026, month, month + 1, 15, 30).toISOString();
      expect(orderDate(iso)).toBe(
        new Date(iso).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' }),
      );
    }
  });
});
