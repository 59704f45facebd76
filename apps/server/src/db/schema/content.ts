import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Single-row tables hold id = 1. */
export const contactsInfo = pgTable('contacts_info', {
  id: integer('id').primaryKey().default(1),
  emailStaff: text('email_staff').notNull(),
  emailClients: text('email_clients').notNull(),
  phone: text('phone').notNull(),
  vkLink: text('vk_link').notNull(),
  tgGroupLink: text('tg_group_link').notNull(),
  tgPersonalLink: text('tg_personal_link').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const siteStatus = pgTable('site_status', {
  id: integer('id').primaryKey().default(1),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  number: integer('number').notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  hours: text('hours').notNull(),
  phone: text('phone').notNull(),
});

export const deliveryTimeSlots = pgTable('delivery_time_slots', {
  id: serial('id').primaryKey(),
  timeFrom: text('time_from').notNull(),
  timeTo: text('time_to').notNull(),
});

/** Support texts keyed by question id, one row per section (back, sert, pay, delivery). */
export const supportSections = pgTable('support_sections', {
  section: text('section').primaryKey(),
  texts: jsonb('texts').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Customer review clips shown in the strip on product pages; file_path is served by the shop itself. */
export const reviewVideos = pgTable('review_videos', {
  id: serial('id').primaryKey(),
  /** Stable key of seeded clips; uploads get a generated one. */
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  filePath: text('file_path').notNull(),
  /** A frame picked in the admin's browser at upload, shown before the clip plays. */
  posterPath: text('poster_path'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where the courier goes and the marketplaces selling nationwide (docs/product/checkout-and-orders.md#delivery-zone).
 * Without the row the zone is the first store's city, and no marketplace is shown.
 */
export const deliverySettings = pgTable('delivery_settings', {
  id: integer('id').primaryKey().default(1),
  courierArea: text('courier_area').notNull(),
  courierPlaces: jsonb('courier_places').$type<string[]>().notNull(),
  marketplaces: jsonb('marketplaces').$type<{ name: string; url: string }[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
