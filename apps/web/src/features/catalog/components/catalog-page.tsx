import { useSearchParams } from 'react-router';
import { AppLink } from '../../../components/app-link.tsx';
import { buttonClassName } from '../../../components/button.tsx';
import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pluralRu } from '../../../lib/format.ts';
import { useCatalogProducts } from '../api/get-grouped-products.ts';
import {
  applyCatalogFilter,
  catalogChips,
  isChipActive,
  parseCatalogFilter,
} from '../model/catalog-filter.ts';
import styles from './catalog-page.module.css';
import { ProductGrid } from './product-grid.tsx';

export default function CatalogPage() {
  const [params] = useSearchParams();
  const filter = parseCatalogFilter(params);
  const products = useCatalogProducts();
  const items = products.data ? applyCatalogFilter(products.data, filter) : undefined;

  return (
    <Page title="Каталог">
      <PageHeader
        title="Каталог"
        lead="Протеиновые батончики, брауни, напитки и боксы — всё, что мы печём и готовим сами."
      />
      <div className={styles.promo}>
        <div>
          <h2 className={styles.promoTitle}>Собери свой бокс</h2>
          <p className={styles.promoText}>4, 8 или 12 любимых вкусов в одной коробке — себе или в подарок.</p>
        </div>
        <AppLink className={buttonClassName({ variant: 'primary', width: 'phone' })} to="/catalog/customBox">
          Собрать бокс
        </AppLink>
      </div>
      <div className={styles.toolbar}>
        <nav aria-label="Категории каталога">
          <ul className={styles.chips}>
            {catalogChips.map((chip) => (
              <li key={chip.label}>
                <AppLink
                  className={styles.chip}
                  to={`/catalog${chip.search}`}
                  aria-current={isChipActive(chip.search, filter) ? 'page' : undefined}
                >
                  {chip.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        {items ? (
          <p className={styles.count} aria-live="polite">
            {items.length} {pluralRu(items.length, ['товар', 'товара', 'товаров'])}
          </p>
        ) : null}
      </div>
      <ProductGrid
        items={items}
        loading={products.isPending}
        error={
          products.isError ? 'Не удалось загрузить каталог. Попробуйте обновить страницу чуть позже.' : null
        }
        empty="В этой категории пока нет товаров — загляните в другие."
        headingLevel={2}
        eagerCount={4}
      />
    </Page>
  );
}
