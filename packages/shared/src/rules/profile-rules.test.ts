import { describe, expect, it } from 'vitest';
import { contactMessages } from './contact-rules.ts';
import { emailChanged, profileChanges, profileFieldProblem, profileProblems } from './profile-rules.ts';

const saved = { first_name: 'Анна', last_name: null, phone: '+79991234567' };
const values = (over: Partial<Record<'first_name' | 'last_name' | 'phone' | 'email', string>> = {}) => ({
  first_name: 'Анна',
  last_name: '',
  phone: '+79991234567',
  email: 'anna@example.ru',
  ...over,
});

describe('profile rules', () => {
  it('sends nothing when nothing changed, spaces and the phone notation aside', () => {
    expect(profileChanges(saved, values())).toEqual({});
    expect(profileChanges(saved, values({ first_name: ' Анна ', phone: '8 (999) 123-45-67' }))).toEqual({});
  });

  it('sends only the changed fields, trimmed, and never an emptied one', () => {
    expect(profileChanges(saved, values({ first_name: ' Анна-Мария ', last_name: ' Петрова ' }))).toEqual({
      first_name: 'Анна-Мария',
      last_name: 'Петрова',
    });
    expect(profileChanges(saved, values({ first_name: '  ', phone: '' }))).toEqual({});
    expect(profileChanges(saved, values({ phone: '+7 999 765 43 21' }))).toEqual({
      phone: '+7 999 765 43 21',
    });
    expect(profileChanges({ ...saved, phone: null }, values({ phone: '89997654321' }))).toEqual({
      phone: '89997654321',
    });
  });

  it('checks names and the phone only when filled, and the e-mail always', () => {
    expect(profileFieldProblem('first_name', '')).toBeNull();
    expect(profileFieldProblem('first_name', ' А ')).toBe(contactMessages.nameTooShort);
    expect(profileFieldProblem('last_name', 'Петрова')).toBeNull();
    expect(profileFieldProblem('phone', '')).toBeNull();
    expect(profileFieldProblem('phone', '12345')).toBe('Некорректный номер телефона');
    expect(profileFieldProblem('phone', '+7 (999) 123-45-67')).toBeNull();
    expect(profileFieldProblem('email', '')).toBe('Некорректный email');
    expect(profileFieldProblem('email', 'anna@example')).toBe('Некорректный email');
    expect(profileProblems(values({ first_name: 'А', phone: 'x', email: 'a@b.ru' }))).toEqual({
      first_name: contactMessages.nameTooShort,
      phone: contactMessages.phone,
    });
  });

  it('tells another address from the saved one, case and spaces aside', () => {
    expect(emailChanged('anna@example.ru', ' Anna@Example.RU ')).toBe(false);
    expect(emailChanged('anna@example.ru', 'anna@example.com')).toBe(true);
  });
});
