import { AppLink } from '@/components/app-link.tsx';
import { ContactsPanel } from './contacts-panel.tsx';
import styles from './content-section.module.css';
import { DeliverySlotsPanel } from './delivery-slots-panel.tsx';
import { DeliveryZonePanel } from './delivery-zone-panel.tsx';
import { SiteSwitchPanel } from './site-switch-panel.tsx';
import { SupportTextsPanel } from './support-texts-panel.tsx';

/** The anchors of /admin/content (e.g. /admin/content#contacts, where the maintenance banner links). */
const parts = [
  { id: 'site', label: 'Работа сайта' },
  { id: 'contacts', label: 'Контакты' },
  { id: 'delivery-zone', label: 'Зона доставки' },
  { id: 'delivery-slots', label: 'Интервалы доставки' },
  { id: 'support-texts', label: 'Тексты поддержки' },
] as const;

/**
 * /admin/content (docs/product/admin.md#content): everything an admin edits on the storefront, on one
 * scrollable screen.
 */
export default function ContentSection() {
  return (
    <div className={styles.layout}>
      <nav aria-label="Разделы контента" className={styles.toc}>
        <ul className={styles.tocList}>
          {parts.map((part) => (
            <li key={part.id}>
              <AppLink to={{ hash: part.id }} className={styles.tocLink}>
                {part.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <SiteSwitchPanel id="site" />
      <ContactsPanel id="contacts" />
      <DeliveryZonePanel id="delivery-zone" />
      <DeliverySlotsPanel id="delivery-slots" />
      <SupportTextsPanel id="support-texts" />
    </div>
  );
}
