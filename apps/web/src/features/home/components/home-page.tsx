import { StoresList } from '@/features/contacts';
import { useCatalogCards, useCatalogProducts } from '@/features/catalog-data';
import { isLandingItem } from '@shop/shared/rules/hero';
import { Hero } from './hero.tsx';
import styles from './home-page.module.css';
import { ProductRow } from './product-row.tsx';
import { WhyHumbl } from './why-humbl.tsx';

export default function HomePage() {
  const products = useCatalogProducts();
  const items = (products.data ?? []).filter(isLandingItem);
  const catalog = useCatalogCards();
  const loading = products.isPending;
  const regularCards = (catalog.data?.cards ?? []).filter((card) => card.kind === 'regular');
  const cardsWhere = (flag: 'popular' | 'novelty') => {
    const ids = new Set(items.filter((item) => item.product[flag]).map((item) => String(item.product.id)));
    return regularCards.filter((card) => ids.has(card.id));
  };

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
            cards={cardsWhere('popular')}
            labels={catalog.data?.labels}
            loading={loading}
          />
          <ProductRow
            id="novelties"
            title="Новинки"
            lead="Свежие вкусы с нашей кухни."
            cards={cardsWhere('novelty')}
            labels={catalog.data?.labels}
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
