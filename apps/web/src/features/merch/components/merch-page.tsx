import { groupMerchVariants } from '@shop/shared/rules/merch-variants';
import type { ClassifiedProduct } from '@shop/shared/rules/classification';
import { Page } from '../../../components/page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCatalogProducts } from '../../catalog/api/get-grouped-products.ts';
import { ProductGrid } from '../../catalog/components/product-grid.tsx';

/** One card per merch item: its first available size stands for the others. */
function merchCards(items: readonly ClassifiedProduct[]): {
  cards: ClassifiedProduct[];
  names: Map<number, string>;
} {
  const merch = items.filter((item) => item.kind === 'merch');
  const byId = new Map(merch.map((item) => [item.product.id, item]));
  const names = new Map<number, string>();
  const cards: ClassifiedProduct[] = [];
  for (const group of groupMerchVariants(merch.map((item) => item.product))) {
    const variant = group.variants.find((v) => v.available) ?? group.variants[0];
    const card = variant && byId.get(variant.product.id);
    if (!card) continue;
    cards.push(card);
    names.set(card.product.id, group.name);
  }
  return { cards, names };
}

export default function MerchPage() {
  const products = useCatalogProducts();
  const merch = products.data ? merchCards(products.data) : undefined;
  return (
    <Page title="Мерч">
      <PageHeader
        title="Мерч"
        lead="Футболки, кружки и бутылки humbl — для тренировок, офиса и тех, кто любит нас так же, как мы любим печь."
      />
      <ProductGrid
        items={merch?.cards}
        loading={products.isPending}
        error={
          products.isError ? 'Не удалось загрузить мерч. Попробуйте обновить страницу чуть позже.' : null
        }
        empty="Мерч скоро появится — следите за новостями в наших соцсетях."
        headingLevel={2}
        eagerCount={4}
        titleOf={(item) => merch?.names.get(item.product.id) ?? item.product.name}
      />
    </Page>
  );
}
