/**
 * features/catalog-data's public entry, the only one other features import: the shop's catalogue as data (GET
 * /api/products/grouped): products, cards and where a card's page is.
 */
export {
  groupedProductsQuery,
  productsLoadError,
  useCatalogCards,
  useCatalogProducts,
} from './api/get-grouped-products.ts';
export { builderPath, cardPath, catalogDataOf } from './model/catalog-data.ts';
