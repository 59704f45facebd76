-- Issue 23 at a million orders: the history's check for unsettled payments reads the owner's unpaid or
-- cancelled orders alone; the dashboard's sums per day and of gift cards sold read their indexes alone.
DROP INDEX "orders_paid_idx";--> statement-breakpoint
DROP INDEX "orders_refunded_idx";--> statement-breakpoint
CREATE INDEX "orders_owner_unsettled_idx" ON "orders" USING btree ("owner") WHERE "orders"."status" in ('awaiting_payment', 'cancelled');--> statement-breakpoint
CREATE INDEX "gift_cards_created_idx" ON "gift_cards" USING btree ("created_at","amount");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at","total_amount");--> statement-breakpoint
CREATE INDEX "orders_refunded_idx" ON "orders" USING btree ("refunded_at","total_amount") WHERE "orders"."refunded_at" is not null;