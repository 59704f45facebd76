-- Trigram indexes of the admin's order search need pg_trgm: shipped with PostgreSQL (contrib) and trusted
-- since 13, so the database's owner may create it; PGlite loads it from @electric-sql/pglite/contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "order_items_order_product_idx" ON "order_items" USING btree ("order_id","product_id");--> statement-breakpoint
DROP INDEX "order_items_order_idx";--> statement-breakpoint
CREATE INDEX "orders_refunded_idx" ON "orders" USING btree ("refunded_at") WHERE "orders"."refunded_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_digits_trgm_idx" ON "orders" USING gin (regexp_replace("phone", '\D', '', 'g') gin_trgm_ops);
