import { StoresList } from '../../contacts/components/stores-list.tsx';
import { useCatalogProducts } from '../../catalog/api/get-grouped-products.ts';
import { Hero } from './hero.tsx';
import styles from './home-page.module.css';
import { ProductRow } from './product-row.tsx';
import { WhyHumbl } from './why-humbl.tsx';

export default function HomePage() {
  const products = useCatalogProducts();
  // The main page shows the food range; merch sizes and custom-box flavours have their own pages.
  const items = (products.data ?? []).filter((item) => item.category === 'regular');
  const loading = products.isPending;

  return (
    <>
      <title>humbl — протеиновые батончики, брауни и напитки без добавленного сахара</title>
      <Hero items={items} loading={loading} />
      {products.isError ? (
        <section className={styles.section} aria-label="Каталог">
          <p className={styles.status}>
            Не удалось загрузить товары. Обновите страницу чуть позже — или загляните в один из наших
            магазинов.
          </p>
        </section>
      ) : (
        <>
          <ProductRow
            id="popular"
            title="Популярное"
            lead="То, за чем возвращаются чаще всего."
            items={items.filter((item) => item.product.popular)}
            loading={loading}
          />
          <ProductRow
            id="novelties"
            title="Новинки"
            lead="Свежие вкусы с нашей кухни."
            items={items.filter((item) => item.product.novelty)}
            loading={loading}
          />
        </>
      )}
      <section className={styles.section} aria-labelledby="why-humbl">
        <WhyHumbl />
      </section>
      <section id="our-stores" className={styles.section} aria-labelledby="our-stores-title">
        <div className={styles.sectionHead}>
          <div>
            <h2 id="our-stores-title" className={styles.sectionTitle}>
              Наши магазины
            </h2>
            <p className={styles.sectionLead}>
              Три магазина в городе: заходите за свежей выпечкой или забирайте онлайн-заказ — самовывоз
              бесплатный.
            </p>
          </div>
        </div>
        <StoresList />
      </section>
    </>
  );
}
