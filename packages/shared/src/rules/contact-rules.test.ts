import { describe, expect, it } from 'vitest';
import {
  contactMessages,
  isEmail,
  isPhone,
  nameProblem,
  normaliseEmail,
  normalisePhone,
} from './contact-rules.ts';

describe('contact rules', () => {
  it('accepts a simple address shape and compares e-mails case-insensitively', () => {
    expect(isEmail('anna@example.ru')).toBe(true);
    expect(isEmail(' Anna@Example.RU ')).toBe(true);
    expect(normaliseEmail(' Anna@Example.RU ')).toBe('anna@example.ru');
    const deleted = 'deleted-12@deleted.invalid';
    for (const bad of [
      '',
      'anna',
      'anna@',
      'anna@example',
      'an na@example.ru',
      `${'a'.repeat(250)}@x.ru`,
      deleted,
    ])
      expect(isEmail(bad), bad).toBe(false);
  });

  it('accepts a plus and 10–15 digits with separators, and stores +digits', () => {
    expect(isPhone('+79991234567')).toBe(true);
    expect(isPhone('8 (999) 123-45-67')).toBe(true);
    expect(isPhone('+7999123')).toBe(false);
    expect(isPhone('+7999123456789012')).toBe(false);
    expect(isPhone('+7999abc4567')).toBe(false);
    expect(normalisePhone('8 (999) 123-45-67')).toBe('+79991234567');
    expect(normalisePhone('+7 999 123 45 67')).toBe('+79991234567');
  });

  it('wants names of 2–50 letters', () => {
    expect(nameProblem('Анна')).toBeNull();
    expect(nameProblem("Д'Артаньян-Петрова")).toBeNull();
    expect(nameProblem(' А ')).toBe(contactMessages.nameTooShort);
    expect(nameProblem('А'.repeat(51))).toBe(contactMessages.nameTooLong);
    expect(nameProblem('<script>')).toBe(contactMessages.nameLetters);
  });
});
