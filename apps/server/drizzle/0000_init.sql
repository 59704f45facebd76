CREATE TABLE "product_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"box_prices" jsonb,
	CONSTRAINT "product_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"group_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"calories" real,
	"protein" real,
	"fat" real,
	"carbohydrates" real,
	"weight" integer,
	"composition_1" text,
	"composition_2" text,
	"popular" boolean DEFAULT false NOT NULL,
	"novelty" boolean DEFAULT false NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"size" text,
	"label" text,
	"box_prices" jsonb,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contacts_info" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"email_staff" text NOT NULL,
	"email_clients" text NOT NULL,
	"phone" text NOT NULL,
	"vk_link" text NOT NULL,
	"tg_group_link" text NOT NULL,
	"tg_personal_link" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_time_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"time_from" text NOT NULL,
	"time_to" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_status" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"hours" text NOT NULL,
	"phone" text NOT NULL,
	CONSTRAINT "stores_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "support_sections" (
	"section" text PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_parent_id_product_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_groups_parent_idx" ON "product_groups" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_group_idx" ON "products" USING btree ("group_id");