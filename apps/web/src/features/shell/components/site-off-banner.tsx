import type { MouseEvent } from 'react';
import { navigateOutsideRouter } from './navigate-outside-router.ts';
import styles from './site-off-banner.module.css';

const switchPath = '/admin/content#site';

/** What an admin sees above the site while it is switched off for shoppers (issue 12). */
export default function SiteOffBanner() {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateOutsideRouter(switchPath);
  };
  return (
    <div className={styles.banner} role="status">
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text}>
        <strong>Сайт выключен для покупателей.</strong>{' '}
        <span className={styles.detail}>Они видят страницу «Сайт временно не работает».</span>
      </span>
      <a className={styles.link} href={switchPath} onClick={open}>
        Включить
      </a>
    </div>
  );
}
