import { describe, expect, it } from 'vitest';
import { auditActions, isAuditAction } from './audit-actions.ts';

describe('auditActions', () => {
  it('gives every action code (thing.change) its words', () => {
    for (const [code, words] of Object.entries(auditActions)) {
      expect(code).toMatch(/^[a-z]+\.[a-z]+$/);
      expect(words.trim()).not.toBe('');
    }
  });

  it('tells the listed codes from any other text', () => {
    expect(isAuditAction('order.refund')).toBe(true);
    expect(isAuditAction('order.unknown')).toBe(false);
    expect(isAuditAction('toString')).toBe(false);
  });
});
