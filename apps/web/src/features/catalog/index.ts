/**
 * features/catalog's public entry, the only one other features import: the catalogue's product cards, shown
 * by the main, merch and product pages too.
 */
export { CardGrid } from './components/card-grid.tsx';
export { CardsOrError } from './components/cards-or-error.tsx';
export { LoadError } from './components/load-error.tsx';
export { ProductCardSkeleton } from './components/product-card-skeleton.tsx';
export { ProductCard } from './components/product-card.tsx';
export { quantityOptionsOf } from './model/card-strings.ts';
