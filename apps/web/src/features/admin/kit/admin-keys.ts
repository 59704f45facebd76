import type { AdminOrdersQuery } from '@shop/shared/orders/admin-order-api';

/** Query keys of the admin area: an action invalidates what it changed (and the dashboard's figures). */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  orders: ['admin', 'orders'] as const,
  orderList: (filters: AdminOrderFilters) => ['admin', 'orders', filters] as const,
  products: ['admin', 'products'] as const,
  archivedProducts: ['admin', 'products', 'archived'] as const,
  productGroups: ['admin', 'product-groups'] as const,
  giftCards: ['admin', 'gift-cards'] as const,
  giftCardList: (q: string) => ['admin', 'gift-cards', 'list', q] as const,
  giftCard: (id: number) => ['admin', 'gift-cards', 'card', id] as const,
  documents: ['admin', 'documents'] as const,
  document: (kind: string) => ['admin', 'documents', kind] as const,
  documentPreview: (format: string, body: string) => ['admin', 'documents', 'preview', format, body] as const,
  consents: ['admin', 'consents'] as const,
  consentLog: (filters: object) => ['admin', 'consents', filters] as const,
};

/** The list's search and filters (without paging): what the address and the query key hold. */
export type AdminOrderFilters = Required<Pick<AdminOrdersQuery, 'q' | 'date'>> & {
  status: AdminOrdersQuery['status'] | '';
};
