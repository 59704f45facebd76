import { isEmail, isPhone } from '../rules/contact-rules.ts';
import type { RecoverConfirmBody, RecoverRequestBody } from './account-api.ts';
import { authMessages, recoveryMessages } from './messages.ts';

/**
 * The form rules of contact recovery (docs/product/accounts.md#recovery) and of a typed confirmation code
 * (recovery, e-mail change, phone proof): what is wrong with the fields, and the bodies of the recovery
 * calls. Without zod, like messages.ts: only types are taken from account-api.ts.
 */

export type ContactKind = 'email' | 'phone';

export interface RecoverFields {
  kind: ContactKind;
  oldContact: string;
  newContact: string;
  confirmContact: string;
}

/** The recovery request form's problem in the documented order, or null. */
/**
 * What is wrong with the recovery form (docs/product/accounts.md#recovery), and the field it is about (none:
 * the whole form).
 */
export function recoverRequestProblem(
  fields: RecoverFields,
): { text: string; field: keyof Omit<RecoverFields, 'kind'> | null } | null {
  const keys = ['oldContact', 'newContact', 'confirmContact'] as const;
  const value = (key: (typeof keys)[number]) => fields[key].trim();
  if (keys.some((key) => value(key) === '')) return { text: recoveryMessages.fillAll, field: null };
  const valid = fields.kind === 'email' ? isEmail : isPhone;
  const malformed = keys.find((key) => !valid(value(key)));
  if (malformed)
    return {
      text: fields.kind === 'email' ? recoveryMessages.email : recoveryMessages.phone,
      field: malformed,
    };
  if (value('newContact') !== value('confirmContact'))
    return { text: recoveryMessages.mismatch, field: 'confirmContact' };
  return null;
}

/** What is wrong with a typed confirmation code (recovery, e-mail change), or null. */
export const confirmationCodeProblem = (code: string): string | null =>
  code.trim() === ''
    ? recoveryMessages.codeRequired
    : /^\d{5}$/.test(code.trim())
      ? null
      : authMessages.codeShape;

/** The bodies of the recovery calls for a kind of contact. */
export function recoverRequestBody(fields: RecoverFields): RecoverRequestBody {
  const [o, n, c] = [fields.oldContact, fields.newContact, fields.confirmContact].map((v) => v.trim()) as [
    string,
    string,
    string,
  ];
  return fields.kind === 'email'
    ? { old_email: o, new_email: n, confirm_new_email: c }
    : { old_phone: o, new_phone: n, confirm_new_phone: c };
}

export function recoverConfirmBody(fields: RecoverFields, code: string): RecoverConfirmBody {
  const [o, n] = [fields.oldContact.trim(), fields.newContact.trim()];
  return fields.kind === 'email'
    ? { old_email: o, new_email: n, code: code.trim() }
    : { old_phone: o, new_phone: n, code: code.trim() };
}
