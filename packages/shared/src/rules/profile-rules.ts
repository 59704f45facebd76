import type { UpdateUserBody, User } from '../accounts/account-api.ts';
import {
  contactMessages,
  isEmail,
  isPhone,
  nameProblem,
  normaliseEmail,
  normalisePhone,
} from './contact-rules.ts';

/**
 * The profile form (docs/product/accounts.md#profile): what a field's value is wrong with, and what a save
 * sends.
 */

export type ProfileField = 'first_name' | 'last_name' | 'phone' | 'email';
export type ProfileValues = Record<ProfileField, string>;
export type ProfileProblems = Partial<Record<ProfileField, string>>;

/** The fields PATCH /api/users/user takes; the e-mail changes through its own confirmation. */
const patchableFields = ['first_name', 'last_name', 'phone'] as const;

/**
 * Why a field's value cannot be saved, or null. Names and the phone may stay empty (an empty field is
 * not sent); the e-mail is the sign-in address and must always be one.
 */
export function profileFieldProblem(field: ProfileField, value: string): string | null {
  const trimmed = value.trim();
  if (field === 'email') return isEmail(trimmed) ? null : contactMessages.email;
  if (trimmed === '') return null;
  if (field === 'phone') return isPhone(trimmed) ? null : contactMessages.phone;
  return nameProblem(trimmed);
}

/** Every field's problem (the whole form, checked before a save). */
export function profileProblems(values: ProfileValues): ProfileProblems {
  const problems: ProfileProblems = {};
  for (const field of Object.keys(values) as ProfileField[]) {
    const problem = profileFieldProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

type SavedProfile = Pick<User, 'first_name' | 'last_name' | 'phone'>;

const samePhone = (a: string, b: string) => normalisePhone(a) === normalisePhone(b);

/**
 * A save sends only non-empty trimmed first_name, last_name and phone, and only the changed
 * ones (a phone typed in another notation of the saved number is not a change); {} means nothing to send.
 */
export function profileChanges(saved: SavedProfile, values: ProfileValues): UpdateUserBody {
  const changes: UpdateUserBody = {};
  for (const field of patchableFields) {
    const value = values[field].trim();
    const before = saved[field]?.trim() ?? '';
    if (value === '' || value === before) continue;
    if (field === 'phone' && before !== '' && samePhone(value, before)) continue;
    changes[field] = value;
  }
  return changes;
}

/** Whether the typed e-mail is another address than the saved one (case and spaces aside). */
export const emailChanged = (saved: string, typed: string): boolean =>
  normaliseEmail(typed) !== normaliseEmail(saved);
