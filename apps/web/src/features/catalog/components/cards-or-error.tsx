import type { Card } from '@shop/shared/rules/cards';
import type { ReactNode } from 'react';
import type { useCatalogCards } from '@/features/catalog-data';
import { CardGrid } from './card-grid.tsx';
import { LoadError } from './load-error.tsx';

/** A page's card grid from the catalogue query, or its load error with a retry when there is no data. */
export function CardsOrError({
  catalog,
  cards,
  empty,
}: {
  catalog: ReturnType<typeof useCatalogCards>;
  cards: readonly Card[] | undefined;
  empty: ReactNode;
}) {
  if (catalog.isError && !catalog.data) {
    return (
      <LoadError
        message={catalog.error.message}
        onRetry={() => void catalog.refetch()}
        retrying={catalog.isFetching}
      />
    );
  }
  return (
    <CardGrid
      cards={cards}
      labels={catalog.data?.labels}
      headingLevel={2}
      eagerCount={4}
      empty={empty}
      long
    />
  );
}
