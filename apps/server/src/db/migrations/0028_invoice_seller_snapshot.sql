ALTER TABLE "invoices" ADD COLUMN "seller" jsonb;--> statement-breakpoint
-- Invoices issued before the snapshot print the shop as it is now: keep that, frozen from here on.
UPDATE "invoices" AS i SET "seller" = jsonb_build_object('name', s."name", 'address', s."address", 'phone', s."phone", 'email', s."email") FROM "shops" AS s WHERE s."id" = i."shop_id" AND i."number" IS NOT NULL;
