DROP INDEX "verification_codes_lookup_idx";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "contact_moves" ADD COLUMN "reminder_token_hash" text;--> statement-breakpoint
ALTER TABLE "contact_moves" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "requester" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE INDEX "carts_client_ip_idx" ON "carts" USING btree ("client_ip","held_until");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_moves_reminder_unique" ON "contact_moves" USING btree ("reminder_token_hash");--> statement-breakpoint
CREATE INDEX "orders_unpaid_ip_idx" ON "orders" USING btree ("client_ip","pay_until") WHERE "orders"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "verification_codes_lookup_idx" ON "verification_codes" USING btree ("purpose","contact","subject","requester","created_at");