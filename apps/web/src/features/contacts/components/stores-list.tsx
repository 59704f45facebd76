import { ClockIcon, PhoneIcon, PinIcon } from '@/components/icons.tsx';
import { telHref } from '@/lib/format.ts';
import { useStores } from '../api/get-stores.ts';
import styles from './stores-list.module.css';

const routeHref = (address: string) => `https://yandex.ru/maps/?text=${encodeURIComponent(address)}`;

/** The shop's stores as cards: address, hours, phone and a route link. */
export function StoresList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const stores = useStores();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (stores.isError) return <p className={styles.status}>{stores.error.message}</p>;
  if (!stores.data) {
    return (
      <ul className={styles.list} aria-busy="true" aria-label="Загружаем магазины">
        {[1, 2, 3].map((n) => (
          <li key={n} className={styles.skeleton} />
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.list}>
      {stores.data.map((store) => (
        <li key={store.id}>
          <article className={styles.card}>
            <div className={styles.top}>
              <span className={styles.number} aria-hidden="true">
                {store.number}
              </span>
              <Heading className={styles.name}>{store.name}</Heading>
            </div>
            <p className={styles.line}>
              <PinIcon />
              {store.address}
            </p>
            <p className={styles.line}>
              <ClockIcon />
              {store.hours}
            </p>
            <p className={styles.line}>
              <PhoneIcon />
              <a className={styles.phone} href={telHref(store.phone)}>
                {store.phone}
              </a>
            </p>
            <a
              className={styles.route}
              href={routeHref(store.address)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Построить маршрут
            </a>
          </article>
        </li>
      ))}
    </ul>
  );
}
