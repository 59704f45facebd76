import { useEffect, useState, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styles from './phone-bar.module.css';

/**
 * A bar at the bottom of a phone's screen (below 768 px; CSS) that keeps what `anchor` offers in reach —
 * a product's 'В корзину', the checkout's total and 'Оплатить' — while `anchor` is scrolled out of sight.
 */
export function PhoneBar({
  anchor,
  label,
  children,
}: {
  anchor: RefObject<HTMLElement | null>;
  /** The bar's name for screen readers (a region). */
  label: string;
  children: ReactNode;
}) {
  const inSight = useInSight(anchor);
  if (inSight !== false) return null;
  return createPortal(
    <section className={styles.bar} aria-label={label} data-phone-bar="">
      {children}
    </section>,
    document.body,
  );
}

/** Whether the element is on screen (undefined until the browser has said, and where it cannot tell). */
function useInSight(element: RefObject<HTMLElement | null>): boolean | undefined {
  const [inSight, setInSight] = useState<boolean>();
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInSight(entry?.isIntersecting));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return inSight;
}

/** What the bar says beside its button: up to two lines, the rest cut. */
export function PhoneBarText(props: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className={styles.text} />;
}
