DROP INDEX "inventory_items_shop_name_idx";--> statement-breakpoint
CREATE INDEX "inventory_items_shop_name_idx" ON "inventory_items" USING btree ("shop_id",lower("name"),"id");