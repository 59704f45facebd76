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

/** What has focus now (nothing on the server). */
const focusedElement = () => (typeof document === 'undefined' ? null : document.activeElement);

/** Dialogs open now: while there is one, the app behind it (#root) is inert — no focus, clicks or reading. */
let openDialogs = 0;
function countOpenDialog(change: 1 | -1): void {
  openDialogs += change;
  const app = document.getElementById('root');
  app?.toggleAttribute('inert', openDialogs > 0);
}

/**
 * A dialog in a portal: fades in, closes on Escape, overlay click or its close button after the closing
 * animation (300 ms) and a short delay (150 ms), keeps focus inside, makes the page behind it inert and
 * gives focus back to the control that opened it.
 */
export function Modal({ open, onClose, title, children }: ModalProps) {
  const [mounted, setMounted] = useState(open);
  const [visible, setVisible] = useState(false);
  const [closing, setClosing] = useState(false);
  // The opener is read while rendering, before the dialog's own field takes focus (autoFocus comes first).
  const [opener, setOpener] = useState(() => (open ? focusedElement() : null));
  if (open && !mounted) {
    setMounted(true);
    setOpener(focusedElement());
  }

  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const requestClose = useCallback(() => setClosing(true), []);

  // Fade in on the frame after mounting; move focus inside.
  useEffect(() => {
    if (!open) return;
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

  // The page behind is inert while the dialog is open, and no longer once it starts closing: the opener
  // must be focusable again when the focus goes back to it.
  const blocking = open && !shouldClose;
  useEffect(() => {
    if (!blocking) return;
    countOpenDialog(1);
    return () => countOpenDialog(-1);
  }, [blocking]);
  useEffect(() => {
    if (!shouldClose) return;
    const fade = setTimeout(() => setVisible(false), 0);
    const done = setTimeout(() => {
      setMounted(false);
      setClosing(false);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      setOpener(null);
      if (open) onCloseRef.current();
    }, modalCloseAnimationMs + modalCloseDelayMs);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, [shouldClose, open, opener]);

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
