import { useNavigate } from 'react-router';
import { Button } from '@/components/button.tsx';
import styles from '@/components/screens.module.css';

function BittenCookie() {
  return (
    <svg viewBox="0 0 200 200" width="200" height="200" aria-hidden="true" focusable="false">
      <path
        d="M100 12a88 88 0 1 0 86 69 20 20 0 0 1-26-22 20 20 0 0 1-26-24 20 20 0 0 1-8-23A89 89 0 0 0 100 12Z"
        fill="var(--color-caramel)"
      />
      <g fill="var(--color-cocoa)">
        <circle cx="70" cy="70" r="9" />
        <circle cx="120" cy="110" r="10" />
        <circle cx="75" cy="135" r="8" />
        <circle cx="140" cy="150" r="6" />
        <circle cx="105" cy="60" r="5" />
        <circle cx="45" cy="105" r="6" />
      </g>
      <g fill="var(--color-peach)">
        <circle cx="172" cy="40" r="5" />
        <circle cx="186" cy="60" r="3" />
        <circle cx="160" cy="22" r="3" />
      </g>
    </svg>
  );
}

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className={`${styles.screen} ${styles.inline}`}>
      <title>404 - Страница не найдена — humbl</title>
      <BittenCookie />
      <h1 className={styles.title}>404 - Страница не найдена</h1>
      <p className={styles.text}>
        Похоже, эту страницу уже съели. Зато на главной и в каталоге всё на месте.
      </p>
      <Button variant="primary" size="large" onClick={() => void navigate('/')}>
        На главную
      </Button>
    </section>
  );
}
