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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BoxContents, ProductKind } from '@shop/shared/catalog/admin-product-api';
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
    /**
     * What the group's products are (docs/product/catalogue.md#kinds): set by the shop, never read from the
     * name; a group without one (an old API client's) is classified by its name as before.
     */
    kind: text('kind').$type<ProductKind>(),
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
    /** Food information (TR CU 022/2011): shelf life, storage conditions, manufacturer with its address. */
    shelfLife: text('shelf_life'),
    storageConditions: text('storage_conditions'),
    manufacturer: text('manufacturer'),
    /** A ready box's flavours and how many of each. */
    contents: jsonb('contents').$type<BoxContents>(),
    /** Archived: gone from the shop and the editor's main list, kept for past orders; null while it lives. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('products_group_idx').on(t.groupId)],
);

/**
 * A product's uploaded photos (docs/product/catalogue.md#photos), in order: the first is the main one.
 * Its files live on the shared media volume as MEDIA_DIR/products/{key}-{width}.{avif|webp|jpg} for each of
 * `widths`, and {key}-share.jpg (1200×630, link previews); the seeded SVG pictures show until a photo exists.
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Server-made, 32 hex characters: names the files. */
    key: text('key').notNull(),
    position: integer('position').notNull(),
    alt: text('alt').notNull(),
    /** The processed picture's size (after EXIF rotation), pixels. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The widths made, ascending (never wider than the original). */
    widths: jsonb('widths').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_photos_key_idx').on(t.key),
    index('product_photos_product_idx').on(t.productId, t.position),
  ],
);
