import { Logo } from '../components/logo.tsx';
import styles from '../components/screens.module.css';

/** All that is shown while the site is switched off (SPEC.md §2). */
export default function MaintenanceView() {
  return (
    <main className={styles.screen}>
      <title>Сайт временно не работает — humbl</title>
      <Logo className={styles.logo} />
      <h1 className={styles.title}>Сайт временно не работает</h1>
      <p className={styles.text}>
        Приносим извинения: мы уже исправляем проблему. Пожалуйста, загляните к нам немного позже.
      </p>
    </main>
  );
}
