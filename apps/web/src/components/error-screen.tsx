import { Button } from './button.tsx';
import { Logo } from './logo.tsx';
import styles from './screens.module.css';

export const unexpectedErrorTitle = 'Произошла непредвиденная ошибка';

/** The generic error screen (docs/product/storefront.md#page-behaviour): a reload is the way out. */
export function ErrorScreen() {
  return (
    <main className={styles.screen}>
      <title>{`${unexpectedErrorTitle} — humbl`}</title>
      <Logo className={styles.logo} />
      <h1 className={styles.title}>{unexpectedErrorTitle}</h1>
      <p className={styles.text}>
        Попробуйте обновить страницу. Если ошибка повторится, зайдите к нам чуть позже.
      </p>
      <Button variant="primary" size="large" onClick={() => window.location.reload()}>
        Обновить страницу
      </Button>
    </main>
  );
}
