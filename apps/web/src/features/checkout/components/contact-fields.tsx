import type { CheckoutField } from '@shop/shared/rules/checkout-rules';
import { TextField } from '@/components/text-field.tsx';
import type { CheckoutFormState } from '../model/use-checkout-form.ts';
import { checkoutStrings } from '../model/strings.ts';
import { CheckoutSection } from './checkout-section.tsx';
import styles from './checkout.module.css';

type ContactField = Extract<CheckoutField, 'first_name' | 'last_name' | 'phone' | 'email'>;

const fields: {
  name: ContactField;
  label: string;
  type: string;
  autoComplete: string;
  placeholder?: string;
}[] = [
  { name: 'first_name', label: checkoutStrings.firstName, type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: checkoutStrings.lastName, type: 'text', autoComplete: 'family-name' },
  {
    name: 'phone',
    label: checkoutStrings.phone,
    type: 'tel',
    autoComplete: 'tel',
    placeholder: checkoutStrings.phonePlaceholder,
  },
  { name: 'email', label: checkoutStrings.email, type: 'email', autoComplete: 'email' },
];

/**
 * Who the order is for (docs/product/checkout-and-orders.md#checkout-form): checked on blur and on submit; a
 * field's error goes as it is edited.
 */
export function ContactFields({ form }: { form: CheckoutFormState }) {
  return (
    <CheckoutSection step={1} title={checkoutStrings.contactsTitle} lead={checkoutStrings.contactsLead}>
      <div className={styles.fields}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            value={form.values[field.name]}
            error={form.problems[field.name]}
            onChange={(event) => form.edit(field.name, event.target.value)}
            onBlur={() => form.check(field.name)}
          />
        ))}
      </div>
    </CheckoutSection>
  );
}
