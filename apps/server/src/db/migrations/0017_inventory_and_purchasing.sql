CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"oem_part_number" text,
	"aftermarket_part_number" text,
	"barcode" text,
	"category" text,
	"location" text,
	"unit" text DEFAULT 'each' NOT NULL,
	"cost" numeric(10, 2) DEFAULT '0' NOT NULL,
	"price" numeric(10, 2),
	"markup_percent" numeric(6, 2),
	"taxable" boolean DEFAULT true NOT NULL,
	"supplier_id" uuid,
	"reorder_point" numeric(12, 2),
	"reorder_quantity" numeric(12, 2),
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"on_hand" numeric(12, 2) DEFAULT '0' NOT NULL,
	"reserved" numeric(12, 2) DEFAULT '0' NOT NULL,
	"search_document" text GENERATED ALWAYS AS (lower("sku" || E'\n' || "name" || E'\n' || coalesce("brand", '') || E'\n' || coalesce("oem_part_number", '') || E'\n' || coalesce("aftermarket_part_number", '') || E'\n' || coalesce("barcode", ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_shop_id_id_key" UNIQUE("shop_id","id"),
	CONSTRAINT "inventory_items_unit_check" CHECK ("inventory_items"."unit" in ('each', 'pair', 'set', 'box', 'litre', 'quart', 'gallon', 'metre', 'foot')),
	CONSTRAINT "inventory_items_pricing_check" CHECK (("inventory_items"."price" is null) <> ("inventory_items"."markup_percent" is null)),
	CONSTRAINT "inventory_items_cost_check" CHECK ("inventory_items"."cost" >= 0),
	CONSTRAINT "inventory_items_price_check" CHECK ("inventory_items"."price" >= 0),
	CONSTRAINT "inventory_items_markup_check" CHECK ("inventory_items"."markup_percent" >= 0),
	CONSTRAINT "inventory_items_reserved_check" CHECK ("inventory_items"."reserved" >= 0),
	CONSTRAINT "inventory_items_reorder_check" CHECK ("inventory_items"."reorder_point" >= 0 and "inventory_items"."reorder_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"quantity_received" numeric(12, 2) DEFAULT '0' NOT NULL,
	"unit_cost" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_lines_order_item_key" UNIQUE("purchase_order_id","item_id"),
	CONSTRAINT "purchase_order_lines_quantity_check" CHECK ("purchase_order_lines"."quantity" > 0),
	CONSTRAINT "purchase_order_lines_received_check" CHECK ("purchase_order_lines"."quantity_received" >= 0),
	CONSTRAINT "purchase_order_lines_unit_cost_check" CHECK ("purchase_order_lines"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"supplier_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"expected_on" date,
	"notes" text,
	"total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"ordered_at" timestamp with time zone,
	"sent_to" text,
	"received_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_shop_id_id_key" UNIQUE("shop_id","id"),
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('draft', 'ordered', 'partially_received', 'received', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"on_hand_change" numeric(12, 2) DEFAULT '0' NOT NULL,
	"reserved_change" numeric(12, 2) DEFAULT '0' NOT NULL,
	"on_hand_after" numeric(12, 2) NOT NULL,
	"unit_cost" numeric(10, 2),
	"note" text,
	"job_order_id" uuid,
	"purchase_order_id" uuid,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('receipt', 'consumption', 'return', 'adjustment', 'reservation', 'release'))
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"account_number" text,
	"lead_time_days" integer,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_shop_id_id_key" UNIQUE("shop_id","id"),
	CONSTRAINT "suppliers_lead_time_check" CHECK ("suppliers"."lead_time_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "allow_negative_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_order_items" ADD COLUMN "inventory_item_id" uuid;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_supplier_fk" FOREIGN KEY ("shop_id","supplier_id") REFERENCES "public"."suppliers"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_fk" FOREIGN KEY ("shop_id","purchase_order_id") REFERENCES "public"."purchase_orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_item_fk" FOREIGN KEY ("shop_id","item_id") REFERENCES "public"."inventory_items"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_fk" FOREIGN KEY ("shop_id","supplier_id") REFERENCES "public"."suppliers"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_item_fk" FOREIGN KEY ("shop_id","item_id") REFERENCES "public"."inventory_items"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_shop_sku_key" ON "inventory_items" USING btree ("shop_id",lower("sku"));--> statement-breakpoint
CREATE INDEX "inventory_items_shop_name_idx" ON "inventory_items" USING btree ("shop_id","name","id");--> statement-breakpoint
CREATE INDEX "inventory_items_shop_barcode_idx" ON "inventory_items" USING btree ("shop_id","barcode") WHERE "inventory_items"."barcode" is not null;--> statement-breakpoint
CREATE INDEX "inventory_items_search_trgm_idx" ON "inventory_items" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_items_low_stock_idx" ON "inventory_items" USING btree ("shop_id","supplier_id") WHERE "inventory_items"."active" and "inventory_items"."reorder_point" is not null and "inventory_items"."on_hand" - "inventory_items"."reserved" <= "inventory_items"."reorder_point";--> statement-breakpoint
CREATE INDEX "purchase_order_lines_item_idx" ON "purchase_order_lines" USING btree ("shop_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_shop_number_key" ON "purchase_orders" USING btree ("shop_id","number");--> statement-breakpoint
CREATE INDEX "purchase_orders_shop_status_idx" ON "purchase_orders" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("shop_id","supplier_id","status");--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("item_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_job_order_idx" ON "stock_movements" USING btree ("job_order_id","item_id") WHERE "stock_movements"."job_order_id" is not null;--> statement-breakpoint
CREATE INDEX "stock_movements_purchase_order_idx" ON "stock_movements" USING btree ("purchase_order_id") WHERE "stock_movements"."purchase_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_shop_name_key" ON "suppliers" USING btree ("shop_id",lower("name"));--> statement-breakpoint
ALTER TABLE "job_order_items" ADD CONSTRAINT "job_order_items_inventory_item_fk" FOREIGN KEY ("shop_id","inventory_item_id") REFERENCES "public"."inventory_items"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_order_items" ADD CONSTRAINT "job_order_items_inventory_item_check" CHECK ("job_order_items"."inventory_item_id" is null or "job_order_items"."kind" = 'part');--> statement-breakpoint
-- Every purchase order gets its number however it is inserted (API, seed, bench), like job orders.
CREATE FUNCTION purchase_orders_fill_number() RETURNS trigger AS $$
BEGIN
  IF NEW.number IS NULL THEN
    NEW.number := next_shop_number(NEW.shop_id, 'purchase_order');
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER purchase_orders_fill_number BEFORE INSERT ON "purchase_orders"
FOR EACH ROW EXECUTE FUNCTION purchase_orders_fill_number();
