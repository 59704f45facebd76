/**
 * features/product's public entry, the only one other features import: the product page's card view, which
 * the merch detail page shows too.
 */
export { CardPage } from './components/card-page.tsx';
