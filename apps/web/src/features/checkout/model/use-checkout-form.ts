import type { User } from '@shop/shared/accounts/account-api';
import {
  checkoutProblems,
  consentProblems,
  type CheckoutContext,
  type CheckoutField,
  type CheckoutProblems,
} from '@shop/shared/rules/checkout-rules';
import { useState } from 'react';
import {
  checkoutFormOf,
  emptyCheckoutValues,
  prefilled,
  type CheckoutValues,
  type Delivery,
} from './checkout-values.ts';

export interface CheckoutFormState {
  values: CheckoutValues;
  problems: CheckoutProblems;
  /**
   * A field changed: its value kept, its problem gone (docs/product/checkout-and-orders.md#checkout-form).
   */
  edit: <F extends CheckoutField>(field: F, value: CheckoutValues[F]) => void;
  /** A field left (blur): its own problem shown, the others untouched. */
  check: (field: CheckoutField) => void;
  /** Every field checked (submit): the problems found, also shown. */
  validate: () => CheckoutProblems;
  /** Shows a problem the server found. */
  setProblem: (field: CheckoutField, problem: string) => void;
}

const without = (problems: CheckoutProblems, field: CheckoutField): CheckoutProblems => {
  const { [field]: _gone, ...rest } = problems;
  return rest;
};

/**
 * The checkout form's values and their problems, checked by the shared rules (the API checks the same),
 * the consent checkboxes too (the processing consent only when `consentAsked`). A signed-in customer's
 * contacts fill the empty fields once known.
 */
export function useCheckoutForm(
  user: User | null,
  method: Delivery,
  context: () => CheckoutContext,
  consentAsked: boolean,
): CheckoutFormState {
  const [values, setValues] = useState<CheckoutValues>(emptyCheckoutValues);
  const [problems, setProblems] = useState<CheckoutProblems>({});
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  if (user && prefilledFor !== user.email) {
    setPrefilledFor(user.email);
    setValues((current) => prefilled(current, user));
  }

  const problemsNow = () => ({
    ...checkoutProblems(checkoutFormOf(values, method), context()),
    ...consentProblems(values, consentAsked),
  });

  return {
    values,
    problems,
    edit: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setProblems((current) => without(current, field));
    },
    check: (field) => {
      const problem = problemsNow()[field];
      setProblems((current) => (problem ? { ...current, [field]: problem } : without(current, field)));
    },
    validate: () => {
      const found = problemsNow();
      setProblems(found);
      return found;
    },
    setProblem: (field, problem) => setProblems((current) => ({ ...current, [field]: problem })),
  };
}
