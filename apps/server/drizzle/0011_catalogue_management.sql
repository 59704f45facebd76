CREATE TABLE "product_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_groups" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_life" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_conditions" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacturer" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "contents" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_photos_key_idx" ON "product_photos" USING btree ("key");--> statement-breakpoint
CREATE INDEX "product_photos_product_idx" ON "product_photos" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_kind_check" CHECK ("kind" IN ('bar', 'brownie', 'drink', 'ready_box', 'box_flavour', 'merch', 'gift_card', 'packaging'));--> statement-breakpoint
-- The seeded groups get their kind (the seed sets it on a fresh database); any other group keeps none and is
-- classified by its name as before (docs/product/catalogue.md#classification).
UPDATE "product_groups" SET "kind" = CASE "slug"
  WHEN 'humblbar' THEN 'bar'
  WHEN 'humblpie' THEN 'brownie'
  WHEN 'drinks' THEN 'drink'
  WHEN 'ready-boxes' THEN 'ready_box'
  WHEN 'custom-box' THEN 'box_flavour'
  WHEN 'custom-box-humblbar' THEN 'box_flavour'
  WHEN 'custom-box-humblpie' THEN 'box_flavour'
  WHEN 'merch' THEN 'merch'
  WHEN 'merch-tshirts' THEN 'merch'
  WHEN 'merch-hoodies' THEN 'merch'
  WHEN 'merch-mugs-bottles' THEN 'merch'
  WHEN 'merch-bags' THEN 'merch'
  WHEN 'merch-gift-cards' THEN 'gift_card'
  WHEN 'packaging' THEN 'packaging'
END;
