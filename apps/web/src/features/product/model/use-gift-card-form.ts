import { useState } from 'react';
import {
  emptyGiftCardForm,
  giftCardProblems,
  type GiftCardField,
  type GiftCardFormValues,
  type GiftCardProblems,
} from './gift-card-form.ts';

export interface GiftCardFormState {
  values: GiftCardFormValues;
  problems: GiftCardProblems;
  /** A field changed: its value kept, its problem gone. */
  edit: <F extends keyof GiftCardFormValues>(field: F, value: GiftCardFormValues[F]) => void;
  /** A field left (blur): its own problem shown, the others untouched. */
  check: (field: GiftCardField) => void;
  /** Every field checked (on 'В корзину'): the problems found, also shown. */
  validate: () => GiftCardProblems;
}

const without = (problems: GiftCardProblems, field: keyof GiftCardFormValues): GiftCardProblems => {
  const { [field as GiftCardField]: _gone, ...rest } = problems;
  return rest;
};

/** The recipient form of a gift card's page, checked like the checkout's fields: on blur and on adding. */
export function useGiftCardForm(): GiftCardFormState {
  const [values, setValues] = useState<GiftCardFormValues>(emptyGiftCardForm);
  const [problems, setProblems] = useState<GiftCardProblems>({});
  const problemsNow = () => giftCardProblems(values, new Date());
  return {
    values,
    problems,
    edit: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      // Choosing 'Себе' or 'В подарок' starts the recipient's fields afresh.
      setProblems((current) => (field === 'recipient' ? {} : without(current, field)));
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
  };
}
