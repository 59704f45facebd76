import { CODE_LENGTH } from '@shop/shared/accounts/messages';
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { authStrings } from '../model/strings.ts';
import styles from './code-inputs.module.css';

export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

export interface CodeInputsProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Called once all the boxes are filled, with the code. */
  onComplete: (code: string) => void;
  /** The id of the element naming the group (the visible label). */
  labelledBy: string;
  describedBy?: string | undefined;
  disabled?: boolean;
  invalid?: boolean;
  /** A new value moves the focus back to the first box (after a wrong code clears them). */
  focusKey?: number;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The 5-digit code as single-digit boxes (docs/product/accounts.md#sign-in): digits only, typing moves to the
 * next box, Backspace goes back, a pasted or autofilled code (spaces and all) fills every box; a full code is
 * submitted.
 */
export function CodeInputs({
  digits,
  onChange,
  onComplete,
  labelledBy,
  describedBy,
  disabled = false,
  invalid = false,
  focusKey = 0,
}: CodeInputsProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  // On arrival, and after a reset (a wrong code) once the boxes are enabled again, the first box has the focus.
  useEffect(() => {
    if (!disabled) boxes.current[0]?.focus();
  }, [focusKey, disabled]);

  const update = (next: string[], focusIndex: number) => {
    onChange(next);
    focusBox(focusIndex);
    if (next.every((digit) => digit !== '')) onComplete(next.join(''));
  };

  /** Digits typed, pasted or autofilled into box `index`: a whole code fills every box from the first. */
  const fill = (index: number, typed: string) => {
    const start = typed.length >= CODE_LENGTH ? 0 : index;
    const next = [...digits];
    [...typed.slice(0, CODE_LENGTH - start)].forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    update(next, Math.min(start + typed.length, CODE_LENGTH - 1));
  };

  const onInput = (index: number, value: string) => {
    if (value === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    let typed = digitsOf(value);
    if (typed === '') return;
    // A digit typed into a filled box arrives next to the old one: the new one replaces it.
    const old = digits[index] ?? '';
    if (typed.length === 2 && old !== '' && typed.includes(old)) typed = typed.replace(old, '');
    fill(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const target = digits[index] !== '' ? index : index - 1;
      if (target < 0) return;
      const next = [...digits];
      next[target] = '';
      onChange(next);
      focusBox(Math.max(0, index - 1));
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const typed = digitsOf(event.clipboardData.getData('text'));
    if (typed !== '') fill(index, typed);
  };

  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className={styles.code}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(box) => {
            boxes.current[index] = box;
          }}
          className={digit === '' ? styles.box : `${styles.box} ${styles.filled}`}
          value={digit}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={authStrings.digit(index + 1, CODE_LENGTH)}
          aria-invalid={invalid || undefined}
          // Each box, not only the group, carries the message: a screen reader reads it on the box it is in.
          aria-describedby={describedBy}
          data-autofocus={index === 0 ? '' : undefined}
          disabled={disabled}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
