// Every table, for Drizzle's relational queries and drizzle-kit.
export * from './schema/catalog.ts';
export * from './schema/content.ts';
export * from './schema/cart.ts';
export * from './schema/accounts.ts';
export * from './schema/orders.ts';
export * from './schema/payments.ts';
export * from './schema/loyalty.ts';
export * from './schema/admin.ts';
export * from './schema/gift-cards.ts';
export * from './schema/legal.ts';
export * from './schema/consents.ts';
