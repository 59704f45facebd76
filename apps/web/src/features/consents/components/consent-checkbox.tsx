import { documentPath } from '@shop/shared/legal/documents';
import { useId } from 'react';
import { useCurrentDocuments } from '../api/get-current-documents.ts';
import { consentLabels, consentStrings } from '../model/strings.ts';
import styles from './consent-checkbox.module.css';

export interface ConsentCheckboxProps {
  /** The processing consent ('consent') or the public offer ('offer'). */
  kind: 'consent' | 'offer';
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why it must be ticked, shown under it and announced; null when there is nothing to say. */
  error?: string | null | undefined;
  /** The input's name (the checkout focuses the first field with a problem by name). */
  name?: string;
}

/**
 * A separate, unticked checkbox accepting one document (docs/product/personal-data.md#consents): its label's
 * words link to the document's current text in a new tab; its problem is tied to it (aria-invalid,
 * aria-describedby). Shown, it reads the documents' current versions: a tick accepts the version current
 * when the checkbox appeared (currentVersions), and the server refuses it once a newer one is published.
 */
export function ConsentCheckbox({ kind, checked, onChange, error, name = kind }: ConsentCheckboxProps) {
  const id = useId();
  useCurrentDocuments();
  const [before, words, after] = consentLabels[kind];
  return (
    <div className={styles.consent}>
      <div className={styles.row}>
        <input
          id={id}
          type="checkbox"
          name={name}
          className={styles.checkbox}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id} className={styles.label}>
          {before}
          <a
            className={styles.link}
            href={documentPath(kind)}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={`${id}-new-tab`}
          >
            {words}
          </a>
          {after}
        </label>
        <span id={`${id}-new-tab`} hidden>
          {consentStrings.newTab}
        </span>
      </div>
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
