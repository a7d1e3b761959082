ALTER TABLE "appointments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
CREATE INDEX "appointments_pending_online_idx" ON "appointments" USING btree ("shop_id","starts_at") WHERE "appointments"."status" = 'pending' and "appointments"."source" = 'online';--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_shop_idempotency_key" ON "appointments" USING btree ("shop_id","idempotency_key") WHERE "appointments"."idempotency_key" is not null;