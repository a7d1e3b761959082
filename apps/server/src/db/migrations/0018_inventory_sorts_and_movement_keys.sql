ALTER TABLE "stock_movements" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
CREATE INDEX "inventory_items_shop_on_hand_idx" ON "inventory_items" USING btree ("shop_id","on_hand","id");--> statement-breakpoint
CREATE INDEX "inventory_items_shop_available_idx" ON "inventory_items" USING btree ("shop_id",("on_hand" - "reserved"),"id");--> statement-breakpoint
CREATE INDEX "inventory_items_shop_stock_value_idx" ON "inventory_items" USING btree ("shop_id",(greatest("on_hand", 0) * "cost"),"id");--> statement-breakpoint
CREATE INDEX "inventory_items_shop_updated_idx" ON "inventory_items" USING btree ("shop_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "inventory_items_shop_category_idx" ON "inventory_items" USING btree ("shop_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_shop_idempotency_key" ON "stock_movements" USING btree ("shop_id","idempotency_key") WHERE "stock_movements"."idempotency_key" is not null;