CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"parent_id" integer,
	"kind" text NOT NULL,
	"product_id" integer,
	"box_type" text,
	"name" text NOT NULL,
	"image" text,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_items_kind_known" CHECK ("order_items"."kind" in ('product', 'box', 'package', 'flavour')),
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer DEFAULT nextval('order_numbers') NOT NULL,
	"owner" text NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"delivery_type" text NOT NULL,
	"shop_number" integer,
	"shop_name" text,
	"shop_address" text,
	"address" text,
	"delivery_date" text,
	"slot_from" text,
	"slot_to" text,
	"goods_amount" integer NOT NULL,
	"packages_amount" integer NOT NULL,
	"delivery_amount" integer NOT NULL,
	"bonus_spent" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"cash_back" integer NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"pay_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('awaiting_payment', 'paid', 'cancelled')),
	CONSTRAINT "orders_delivery_known" CHECK ("orders"."delivery_type" in ('pickup', 'courier')),
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_amount" >= 0 and "orders"."bonus_spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"idempotence_key" text NOT NULL,
	"provider_payment_id" text,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'creating' NOT NULL,
	"confirmation_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_idempotence_key_unique" UNIQUE("idempotence_key"),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('creating', 'pending', 'succeeded', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "test_provider_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotence_key" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_provider_payments_idempotence_key_unique" UNIQUE("idempotence_key"),
	CONSTRAINT "test_payments_status_known" CHECK ("test_provider_payments"."status" in ('pending', 'succeeded', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "bonus_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_ledger_order_kind_unique" UNIQUE("order_id","kind"),
	CONSTRAINT "bonus_ledger_kind_known" CHECK ("bonus_ledger"."kind" in ('spent', 'returned', 'cash_back', 'cash_back_reversed'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_parent_id_order_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_due_idx" ON "orders" USING btree ("status","pay_until");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_unique" ON "orders" USING btree ("owner","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_id_unique" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" in ('creating', 'pending');--> statement-breakpoint
CREATE INDEX "bonus_ledger_user_idx" ON "bonus_ledger" USING btree ("user_id","created_at");