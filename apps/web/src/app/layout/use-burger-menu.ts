import { navCloseDelayMs } from '@shop/shared/rules/page-behaviour';
import { useCallback, useEffect, useState } from 'react';

/** Open state of the burger menu: closing keeps the panel for a short fade (100 ms). */
export function useBurgerMenu() {
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);

  const close = useCallback(() => {
    if (!open) return;
    setOpen(false);
    setClosing(true);
  }, [open]);
  const toggle = useCallback(() => {
    if (open) {
      close();
    } else {
      setOpen(true);
      setClosing(false);
    }
  }, [open, close]);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setClosing(false), navCloseDelayMs);
    return () => clearTimeout(timer);
  }, [closing]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return { open, closing, mounted: open || closing, toggle, close };
}
