import { MailIcon, PhoneIcon, TelegramIcon, VkIcon } from '@/components/icons.tsx';
import { useContactsInfo } from '@/features/contacts';
import { telHref } from '@/lib/format.ts';
import styles from './footer.module.css';

/** The footer's phone and social links, from the contacts API. */
export function FooterReach() {
  const contacts = useContactsInfo();
  if (contacts.isError) return <p className={styles.muted}>{contacts.error.message}</p>;
  const info = contacts.data;
  if (!info) return null;
  const socials = [
    { href: info.vk_link, label: 'Группа ВКонтакте', Icon: VkIcon },
    { href: info.tg_group_link, label: 'Группа в Telegram', Icon: TelegramIcon },
    { href: info.tg_personal_link, label: 'Написать в Telegram', Icon: TelegramIcon },
  ].filter((social) => social.href);
  return (
    <>
      {info.phone ? (
        <a className={styles.phone} href={telHref(info.phone)}>
          <PhoneIcon />
          {info.phone}
        </a>
      ) : null}
      {socials.length > 0 ? (
        <ul className={styles.socials}>
          {socials.map(({ href, label, Icon }) => (
            <li key={label}>
              <a
                className={styles.social}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
              >
                <Icon />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The partners' e-mail (email_staff). */
export function FooterPartners() {
  const { data } = useContactsInfo();
  if (!data?.email_staff) return null;
  return (
    <a className={`${styles.link} ${styles.mail}`} href={`mailto:${data.email_staff}`}>
      <MailIcon />
      {data.email_staff}
    </a>
  );
}
