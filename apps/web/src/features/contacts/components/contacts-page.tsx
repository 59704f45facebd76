import { TelegramIcon, VkIcon } from '@/components/icons.tsx';
import { Page, pageStyles } from '@/components/page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { telHref } from '@/lib/format.ts';
import { useContactsInfo } from '../api/get-contacts-info.ts';
import styles from './contacts-page.module.css';
import { StoresList } from './stores-list.tsx';

function ContactCards() {
  const contacts = useContactsInfo();
  if (contacts.isError) return <p className={pageStyles.note}>{contacts.error.message}</p>;
  const info = contacts.data;
  if (!info) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label="Загружаем контакты">
        {[1, 2, 3, 4].map((n) => (
          <li key={n} className={styles.skeleton} />
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid}>
      <li className={styles.card}>
        <span className={styles.label}>Телефон</span>
        <a className={styles.value} href={telHref(info.phone)}>
          {info.phone}
        </a>
        <span className={styles.hint}>Ответим на вопросы о заказе и доставке</span>
      </li>
      <li className={styles.card}>
        <span className={styles.label}>Почта для покупателей</span>
        <a className={styles.value} href={`mailto:${info.email_clients}`}>
          {info.email_clients}
        </a>
        <span className={styles.hint}>Заказы, возвраты, отзывы</span>
      </li>
      <li className={styles.card}>
        <span className={styles.label}>Мы в соцсетях</span>
        <ul className={styles.socials}>
          <li>
            <a className={styles.social} href={info.vk_link} target="_blank" rel="noopener noreferrer">
              <VkIcon /> Группа ВКонтакте
            </a>
          </li>
          <li>
            <a className={styles.social} href={info.tg_group_link} target="_blank" rel="noopener noreferrer">
              <TelegramIcon /> Группа в Telegram
            </a>
          </li>
          <li>
            <a
              className={styles.social}
              href={info.tg_personal_link}
              target="_blank"
              rel="noopener noreferrer"
            >
              <TelegramIcon /> Написать в Telegram
            </a>
          </li>
        </ul>
      </li>
      <li className={styles.card}>
        <span className={styles.label}>Партнёрам</span>
        <a className={styles.value} href={`mailto:${info.email_staff}`}>
          {info.email_staff}
        </a>
        <span className={styles.hint}>Опт, коллаборации и мероприятия</span>
      </li>
    </ul>
  );
}

export default function ContactsPage() {
  return (
    <Page title="Контакты">
      <PageHeader title="Контакты" lead="Звоните, пишите или заходите в гости — мы всегда рады." />
      <section className={pageStyles.section} aria-labelledby="contacts-ways">
        <h2 id="contacts-ways" className="visually-hidden">
          Как с нами связаться
        </h2>
        <ContactCards />
      </section>
      <section id="stores" className={pageStyles.section} aria-labelledby="contacts-stores">
        <h2 id="contacts-stores" className={pageStyles.sectionTitle}>
          Наши магазины
        </h2>
        <StoresList />
      </section>
    </Page>
  );
}
