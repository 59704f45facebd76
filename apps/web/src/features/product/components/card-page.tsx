import { findCard } from '@shop/shared/rules/card-builders';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs.tsx';
import { Page } from '@/components/page.tsx';
import { useCatalogCards } from '@/features/catalog-data';
import { LoadError } from '@/features/catalog';
import { CardDetail } from './card-detail.tsx';
import { DetailSkeleton } from './detail-skeleton.tsx';
import styles from './product-details.module.css';
import { Recommendations } from './recommendations.tsx';

export interface CardPageProps {
  /** The list the page belongs to; a missing or unknown id goes back there (replace). */
  base: '/catalog' | '/merch';
  /** Which kinds this address shows; another kind counts as unknown. */
  accepts: (kind: string) => boolean;
  /** What comes between the card and its recommendations (the review videos). */
  between?: ReactNode;
}

/** A card's own page: /catalog/{id} or /merch/{id}. */
export function CardPage({ base, accepts, between }: CardPageProps) {
  const { id } = useParams();
  const catalog = useCatalogCards();
  if (!id) return <Navigate to={base} replace />;

  const card = catalog.data ? findCard(catalog.data.cards, id) : undefined;
  if (catalog.data && (!card || !accepts(card.kind))) return <Navigate to={base} replace />;

  return (
    <Page title={card?.title ?? (base === '/merch' ? 'Мерч' : 'Каталог')}>
      <Breadcrumbs className={styles.crumbs} lastLabel={card?.title ?? '…'} />
      {card && catalog.data ? (
        <>
          <CardDetail key={card.id} card={card} label={catalog.data.labels.get(card.id)} />
          {between}
          <Recommendations cards={catalog.data.cards} card={card} labels={catalog.data.labels} />
        </>
      ) : catalog.isError ? (
        <LoadError
          message={catalog.error.message}
          onRetry={() => void catalog.refetch()}
          retrying={catalog.isFetching}
        />
      ) : (
        <DetailSkeleton />
      )}
    </Page>
  );
}
