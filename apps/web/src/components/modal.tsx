import { modalCloseAnimationMs, modalCloseDelayMs } from '@shop/shared/rules/page-behaviour';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons.tsx';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called once the closing animation is over; the owner then sets `open` to false. */
  onClose: () => void;
  title: string;
  children: ReactNode;
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog in a portal: fades in, closes on Escape, overlay click or its close button after the closing
 * animation (300 ms) and a short delay (150 ms), keeps focus inside and gives it back to the opener.
 */
export function Modal({ open, onClose, title, children }: ModalProps) {
  const [mounted, setMounted] = useState(open);
  const [visible, setVisible] = useState(false);
  const [closing, setClosing] = useState(false);
  if (open && !mounted) setMounted(true);

  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const requestClose = useCallback(() => setClosing(true), []);

  // Fade in on the frame after mounting; move focus inside and remember the opener.
  useEffect(() => {
    if (!open) return;
    openerRef.current = document.activeElement;
    const dialog = dialogRef.current;
    // A form's first field marks itself (data-autofocus), else the first control (the close button) is used.
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>(focusableSelector);
    (first ?? dialog)?.focus();
    const frame = requestAnimationFrame(() => setVisible(true));
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      cancelAnimationFrame(frame);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  // Closing: by request (Escape, overlay, button) or because the owner set open to false.
  const shouldClose = closing || (mounted && !open);
  useEffect(() => {
    if (!shouldClose) return;
    const fade = setTimeout(() => setVisible(false), 0);
    const done = setTimeout(() => {
      setMounted(false);
      setClosing(false);
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      openerRef.current = null;
      if (open) onCloseRef.current();
    }, modalCloseAnimationMs + modalCloseDelayMs);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, [shouldClose, open]);

  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') requestClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open, requestClose]);

  const trapFocus = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!mounted) return null;

  return createPortal(
    <div
      className={`${styles.overlay} ${visible ? styles.visible : ''}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
      onKeyDown={trapFocus}
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Закрыть" onClick={requestClose}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
