import { modalCloseAnimationMs, modalCloseDelayMs } from '@shop/shared/rules/page-behaviour';

/**
 * When a row leaves the page with the keyboard's focus on it (archived, restored, a photo deleted), the focus
 * would fall to the page's start: once a closing dialog has handed the focus back (or found its opener
 * gone), `target` takes it if nothing else has.
 */
export function focusIfLost(target: () => HTMLElement | null): void {
  setTimeout(
    () => {
      if (!document.activeElement || document.activeElement === document.body) target()?.focus();
    },
    modalCloseAnimationMs + modalCloseDelayMs + 50,
  );
}
