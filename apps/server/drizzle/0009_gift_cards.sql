CREATE TABLE "gift_card_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"order_id" integer,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_card_ledger_kind_known" CHECK ("gift_card_ledger"."kind" in ('issued', 'spent', 'returned', 'expired', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text,
	"last4" text,
	"amount" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"buyer_user_id" integer,
	"buyer_email" text NOT NULL,
	"recipient_email" text,
	"sender_name" text,
	"message" text,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"sending_until" timestamp with time zone,
	"sends" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"disabled_at" timestamp with time zone,
	"disabled_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_cards_amount_positive" CHECK ("gift_cards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "separate_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"idempotence_key" text NOT NULL,
	"provider_receipt_id" text,
	"status" text DEFAULT 'creating' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "separate_receipts_idempotence_key_unique" UNIQUE("idempotence_key"),
	CONSTRAINT "separate_receipts_type_known" CHECK ("separate_receipts"."type" in ('payment', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_cart_product_unique";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_kind_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_delivery_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_not_negative";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "recipient_email" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "send_on" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "recipient_email" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "send_on" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_spent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "separate_receipts" ADD CONSTRAINT "separate_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_ledger_card_idx" ON "gift_card_ledger" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "gift_card_ledger_order_idx" ON "gift_card_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_order_kind_unique" ON "gift_card_ledger" USING btree ("card_id","order_id","kind") WHERE "gift_card_ledger"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_issued_once" ON "gift_card_ledger" USING btree ("card_id") WHERE "gift_card_ledger"."kind" = 'issued';--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_unique" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_cards_last4_idx" ON "gift_cards" USING btree ("last4");--> statement-breakpoint
CREATE INDEX "gift_cards_due_idx" ON "gift_cards" USING btree ("send_at") WHERE "gift_cards"."sent_at" is null and "gift_cards"."disabled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "separate_receipts_order_type_unique" ON "separate_receipts" USING btree ("order_id","type");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_product_unique" UNIQUE("cart_id","product_id","variant");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_kind_known" CHECK ("order_items"."kind" in ('product', 'box', 'package', 'flavour', 'gift_card'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_known" CHECK ("orders"."delivery_type" in ('pickup', 'courier', 'email'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_amount" >= 0 and "orders"."bonus_spent" >= 0 and "orders"."gift_card_spent" >= 0);