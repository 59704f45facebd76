import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import type { BoxPrices } from '@shop/shared/catalog/product-api';

export const productGroups = pgTable(
  'product_groups',
  {
    id: serial('id').primaryKey(),
    /** Stable key the seed upserts by; never shown. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => productGroups.id),
    sortOrder: integer('sort_order').notNull().default(0),
    boxPrices: jsonb('box_prices').$type<BoxPrices>(),
  },
  (t) => [index('product_groups_parent_idx').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    groupId: integer('group_id')
      .notNull()
      .references(() => productGroups.id),
    sortOrder: integer('sort_order').notNull().default(0),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    active: boolean('active').notNull().default(true),
    description: text('description').notNull().default(''),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    calories: real('calories'),
    protein: real('protein'),
    fat: real('fat'),
    carbohydrates: real('carbohydrates'),
    weight: integer('weight'),
    composition1: text('composition_1'),
    composition2: text('composition_2'),
    popular: boolean('popular').notNull().default(false),
    novelty: boolean('novelty').notNull().default(false),
    recommended: boolean('recommended').notNull().default(false),
    /** Units in stock. */
    quantity: integer('quantity').notNull().default(0),
    size: text('size'),
    label: text('label'),
    boxPrices: jsonb('box_prices').$type<BoxPrices>(),
  },
  (t) => [index('products_group_idx').on(t.groupId)],
);
