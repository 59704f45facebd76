import { ConsentCheckbox } from '@/features/consents';
import type { CheckoutFormState } from '../model/use-checkout-form.ts';
import styles from './summary.module.css';

/**
 * The checkout's two separate, unticked checkboxes right before the pay button
 * (docs/product/personal-data.md#consents): the processing consent when asked for, the offer always.
 */
export function CheckoutConsents({ form, consentAsked }: { form: CheckoutFormState; consentAsked: boolean }) {
  return (
    <div className={styles.consents}>
      {consentAsked ? (
        <ConsentCheckbox
          kind="consent"
          checked={form.values.consent}
          onChange={(ticked) => form.edit('consent', ticked)}
          error={form.problems.consent}
        />
      ) : null}
      <ConsentCheckbox
        kind="offer"
        checked={form.values.offer}
        onChange={(ticked) => form.edit('offer', ticked)}
        error={form.problems.offer}
      />
    </div>
  );
}
