import { useId } from 'react';
import styles from './auth-modal.module.css';
import { CodeInputs, type CodeInputsProps } from './code-inputs.tsx';
import { StepMessage, type StepNote } from './step-message.tsx';

export interface CodeFieldProps extends Omit<CodeInputsProps, 'labelledBy' | 'describedBy' | 'invalid'> {
  label: string;
  /** What became of the code (an error, or progress), announced and shown under the boxes. */
  note: StepNote | null;
}

/** A code step's label, its five boxes and the message line under them, kept together. */
export function CodeField({ label, note, ...inputs }: CodeFieldProps) {
  const labelId = useId();
  const messageId = useId();
  return (
    <div className={styles.codeBlock}>
      <p id={labelId} className={styles.codeLabel}>
        {label}
      </p>
      <CodeInputs {...inputs} labelledBy={labelId} describedBy={messageId} invalid={note?.tone === 'error'} />
      <StepMessage id={messageId} note={note} />
    </div>
  );
}
