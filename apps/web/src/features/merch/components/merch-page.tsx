import { Page } from '@/components/page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useCatalogCards } from '@/features/catalog-data';
import { CardsOrError } from '@/features/catalog';
import styles from './merch-page.module.css';

export default function MerchPage() {
  const catalog = useCatalogCards();
  const cards = catalog.data?.cards.filter((card) => card.kind === 'merch' || card.kind === 'gifted_card');
  return (
    <Page title="Мерч">
      <PageHeader
        title="Мерч"
        lead="Футболки, худи, кружки и подарочные карты humbl — для тренировок, офиса и тех, кто любит нас так же, как мы любим печь."
      />
      <CardsOrError
        catalog={catalog}
        cards={cards}
        empty={<p className={styles.empty}>Мерч скоро появится — следите за новостями в наших соцсетях.</p>}
      />
    </Page>
  );
}
