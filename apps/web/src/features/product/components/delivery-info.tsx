import { ClockIcon, PinIcon, TruckIcon } from '@/components/icons.tsx';
import { formatPrice } from '@/lib/format.ts';
import { useDeliverySettings, useStores } from '@/features/contacts';
import { courierFee, courierHours, nationwideCarrier } from '../model/delivery.ts';
import styles from './delivery-info.module.css';

/**
 * How the order reaches the shopper: free pickup in the stores, the courier within its zone, and — where the
 * brand sells on marketplaces — the country through them (docs/product/catalogue.md#product-pages).
 */
export function DeliveryInfo() {
  const stores = useStores();
  const settings = useDeliverySettings().data;
  const marketplaces = settings?.marketplaces ?? [];
  return (
    <section className={styles.delivery} aria-labelledby="delivery-title">
      <h2 id="delivery-title" className={styles.title}>
        Доставка и самовывоз
      </h2>
      <ul className={styles.deliveryList}>
        <li className={styles.deliveryItem}>
          <span className={styles.deliveryIcon}>
            <PinIcon />
          </span>
          <div>
            <p className={styles.deliveryName}>
              Самовывоз из наших магазинов — <strong>бесплатно</strong>
            </p>
            {stores.data && stores.data.length > 0 ? (
              <ul className={styles.stores}>
                {stores.data.map((store) => (
                  <li key={store.id}>
                    {store.name}, {store.address}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.deliveryNote}>Три магазина в городе — адреса на странице контактов.</p>
            )}
          </div>
        </li>
        <li className={styles.deliveryItem}>
          <span className={styles.deliveryIcon}>
            <ClockIcon />
          </span>
          <div>
            <p className={styles.deliveryName}>
              Курьером {courierHours.days} с {courierHours.from} до {courierHours.to} —{' '}
              <strong>{formatPrice(courierFee)}</strong>
            </p>
            <p className={styles.deliveryNote}>
              {settings?.courier_area ? `По адресам в пределах зоны: ${settings.courier_area}. ` : null}
              Удобный интервал выберете при оформлении заказа.
            </p>
          </div>
        </li>
        {marketplaces.length > 0 ? (
          <li className={styles.deliveryItem}>
            <span className={styles.deliveryIcon}>
              <TruckIcon />
            </span>
            <div>
              <p className={styles.deliveryName}>По всей России</p>
              <p className={styles.deliveryNote}>
                Отправим {nationwideCarrier} — до пункта выдачи рядом с вами.
              </p>
              <ul className={styles.marketplaces} aria-label="Купить с доставкой по России">
                {marketplaces.map((market) => (
                  <li key={market.url}>
                    <a
                      href={market.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.marketplace}
                    >
                      {market.name}
                      <span className="visually-hidden"> (откроется в новой вкладке)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
