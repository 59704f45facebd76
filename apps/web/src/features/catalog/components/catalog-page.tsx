import { useSearchParams } from 'react-router';
import { AppLink } from '@/components/app-link.tsx';
import { buttonClassName } from '@/components/button.tsx';
import { Page } from '@/components/page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { pluralRu } from '@/lib/format.ts';
import { useCatalogCards } from '@/features/catalog-data';
import {
  applyCatalogQuery,
  catalogQueryToParams,
  emptyCatalogQuery,
  isFiltered,
  parseCatalogQuery,
  type CatalogQuery,
} from '../model/catalog-query.ts';
import { CardsOrError } from './cards-or-error.tsx';
import { CatalogFilters } from './catalog-filters.tsx';
import styles from './catalog-page.module.css';
import { EmptyResult } from './empty-result.tsx';

export default function CatalogPage() {
  const [params, setParams] = useSearchParams();
  const query = parseCatalogQuery(params);
  const catalog = useCatalogCards();
  const cards = catalog.data ? applyCatalogQuery(catalog.data.cards, query) : undefined;

  const changeQuery = (next: CatalogQuery) => setParams(catalogQueryToParams(next), { replace: true });
  const resetFilters = () => changeQuery({ ...emptyCatalogQuery, sort: query.sort });

  return (
    <Page title="Каталог">
      <PageHeader
        title="Каталог"
        lead="Протеиновые батончики, брауни, напитки и боксы — всё, что мы печём и готовим сами."
      />
      <div className={styles.promo}>
        <div>
          <h2 className={styles.promoTitle}>Собери свой бокс</h2>
          <p className={styles.promoText}>
            4, 8 или 12 любимых вкусов в одной коробке — себе или в подарок. Чем больше бокс, тем ниже цена за
            штуку.
          </p>
        </div>
        <AppLink
          className={buttonClassName({ variant: 'accent', size: 'large', width: 'phone' })}
          to="/catalog/customBox"
        >
          Собрать бокс
        </AppLink>
      </div>
      <div className={styles.toolbar}>
        <CatalogFilters query={query} onChange={changeQuery} />
        <p className={styles.count} aria-live="polite">
          {cards ? `${cards.length} ${pluralRu(cards.length, ['товар', 'товара', 'товаров'])}` : '\u00a0'}
        </p>
      </div>
      <CardsOrError
        catalog={catalog}
        cards={cards}
        empty={<EmptyResult onReset={isFiltered(query) ? resetFilters : undefined} />}
      />
    </Page>
  );
}
