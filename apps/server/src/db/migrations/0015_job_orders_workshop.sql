-- Job orders and estimates (issue 11). The totals move from the job_order_items trigger of 0002
-- to the code that changes the lines (ADR 016): discounts by percentage, declined lines and the
-- presented and approved totals follow the domain's computeJobOrderTotals, one rule in one place.
DROP TRIGGER "job_order_items_total" ON "job_order_items";--> statement-breakpoint
DROP FUNCTION job_orders_recompute_total();--> statement-breakpoint
CREATE TABLE "canned_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"lines" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canned_jobs_shop_id_id_key" UNIQUE("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "declined_work" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"job_order_id" uuid NOT NULL,
	"job_order_item_id" uuid,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"line" jsonb NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"follow_up_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_job_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "declined_work_shop_id_id_key" UNIQUE("shop_id","id"),
	CONSTRAINT "declined_work_status_check" CHECK ("declined_work"."status" in ('open', 'accepted', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "job_order_estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"job_order_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_to" text,
	"sent_by" uuid,
	"presented_total" numeric(12, 2) NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_via" text,
	"signed_name" text,
	"approved_total" numeric(12, 2),
	CONSTRAINT "job_order_estimates_answered_via_check" CHECK ("job_order_estimates"."answered_via" in ('link', 'portal', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "job_order_time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"job_order_id" uuid NOT NULL,
	"mechanic_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_order_time_entries_shop_id_id_key" UNIQUE("shop_id","id"),
	CONSTRAINT "job_order_time_entries_range_check" CHECK ("job_order_time_entries"."ended_at" >= "job_order_time_entries"."started_at")
);
--> statement-breakpoint
CREATE TABLE "visit_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"job_order_id" uuid NOT NULL,
	"mechanic_id" uuid,
	"score" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_ratings_score_check" CHECK ("visit_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "job_order_items" DROP CONSTRAINT "job_order_items_kind_check";--> statement-breakpoint
ALTER TABLE "job_orders" DROP CONSTRAINT "job_orders_status_check";--> statement-breakpoint
DROP INDEX "job_order_items_job_order_idx";--> statement-breakpoint
ALTER TABLE "job_order_items" ALTER COLUMN "unit_price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_orders" ALTER COLUMN "status" SET DEFAULT 'estimate';--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "labor_rate" numeric(10, 2) DEFAULT '120.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "mechanics_edit_prices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "declined_follow_up_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_order_items" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_order_items" ADD COLUMN "pricing" text;--> statement-breakpoint
ALTER TABLE "job_order_items" ADD COLUMN "part_number" text;--> statement-breakpoint
ALTER TABLE "job_order_items" ADD COLUMN "unit_cost" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "job_order_items" ADD COLUMN "percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "job_order_items" ADD COLUMN "approval" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_order_items" ADD COLUMN "done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_order_items" ADD COLUMN "declined_work_id" uuid;--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "number" integer;--> statement-breakpoint
-- Existing job orders are numbered per shop in the order they were opened; the counter goes on from there.
UPDATE "job_orders" SET "number" = numbered.n
  FROM (SELECT id, row_number() OVER (PARTITION BY shop_id ORDER BY opened_at, id) AS n FROM "job_orders") AS numbered
 WHERE "job_orders".id = numbered.id;--> statement-breakpoint
INSERT INTO "shop_sequences" ("shop_id", "name", "last_value")
  SELECT shop_id, 'job_order', max(number) FROM "job_orders" GROUP BY shop_id;--> statement-breakpoint
ALTER TABLE "job_orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
-- Every job order gets its number however it is inserted (API, check-in, seed, bench).
CREATE FUNCTION job_orders_fill_number() RETURNS trigger AS $$
BEGIN
  IF NEW.number IS NULL THEN
    NEW.number := next_shop_number(NEW.shop_id, 'job_order');
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER job_orders_fill_number BEFORE INSERT ON "job_orders"
FOR EACH ROW EXECUTE FUNCTION job_orders_fill_number();--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "mileage_out" integer;--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "promised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "labor_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "parts_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "fees_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "discount_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "presented_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "approved_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "created_by" uuid;--> statement-breakpoint
-- Existing work: a checked-in job ("open") is an estimate now; lines written before estimates
-- existed were agreed work; labor from a catalogue service was its flat price, typed labor hours.
UPDATE "job_orders" SET "status" = 'estimate' WHERE "status" = 'open';--> statement-breakpoint
UPDATE "job_order_items" SET "approval" = 'approved',
  "pricing" = CASE WHEN "kind" = 'labor' THEN (CASE WHEN "service_id" IS NULL THEN 'hourly' ELSE 'flat' END) END;--> statement-breakpoint
UPDATE "job_order_items" SET "position" = ordered.n
  FROM (SELECT id, row_number() OVER (PARTITION BY job_order_id ORDER BY created_at, id) AS n FROM "job_order_items") AS ordered
 WHERE "job_order_items".id = ordered.id;--> statement-breakpoint
UPDATE "job_orders" SET
  "labor_total" = coalesce(t.labor, 0), "parts_total" = coalesce(t.parts, 0),
  "presented_total" = "total_cost", "approved_total" = "total_cost"
  FROM (SELECT job_order_id,
               sum(round(quantity * unit_price, 2)) FILTER (WHERE kind = 'labor') AS labor,
               sum(round(quantity * unit_price, 2)) FILTER (WHERE kind = 'part') AS parts
          FROM "job_order_items" GROUP BY job_order_id) AS t
 WHERE "job_orders".id = t.job_order_id;--> statement-breakpoint
UPDATE "job_orders" SET "assigned_at" = "opened_at" WHERE "mechanic_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "canned_jobs" ADD CONSTRAINT "canned_jobs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declined_work" ADD CONSTRAINT "declined_work_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declined_work" ADD CONSTRAINT "declined_work_vehicle_fk" FOREIGN KEY ("shop_id","vehicle_id") REFERENCES "public"."vehicles"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declined_work" ADD CONSTRAINT "declined_work_job_order_fk" FOREIGN KEY ("shop_id","job_order_id") REFERENCES "public"."job_orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_order_estimates" ADD CONSTRAINT "job_order_estimates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_order_estimates" ADD CONSTRAINT "job_order_estimates_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_order_estimates" ADD CONSTRAINT "job_order_estimates_job_order_fk" FOREIGN KEY ("shop_id","job_order_id") REFERENCES "public"."job_orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_order_time_entries" ADD CONSTRAINT "job_order_time_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_order_time_entries" ADD CONSTRAINT "job_order_time_entries_mechanic_id_users_id_fk" FOREIGN KEY ("mechanic_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_order_time_entries" ADD CONSTRAINT "job_order_time_entries_job_order_fk" FOREIGN KEY ("shop_id","job_order_id") REFERENCES "public"."job_orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_ratings" ADD CONSTRAINT "visit_ratings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_ratings" ADD CONSTRAINT "visit_ratings_mechanic_id_users_id_fk" FOREIGN KEY ("mechanic_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_ratings" ADD CONSTRAINT "visit_ratings_job_order_fk" FOREIGN KEY ("shop_id","job_order_id") REFERENCES "public"."job_orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "canned_jobs_shop_name_key" ON "canned_jobs" USING btree ("shop_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "declined_work_item_key" ON "declined_work" USING btree ("job_order_item_id") WHERE "declined_work"."job_order_item_id" is not null;--> statement-breakpoint
CREATE INDEX "declined_work_open_vehicle_idx" ON "declined_work" USING btree ("shop_id","vehicle_id","follow_up_on") WHERE "declined_work"."status" = 'open';--> statement-breakpoint
CREATE INDEX "declined_work_open_client_idx" ON "declined_work" USING btree ("shop_id","client_id","follow_up_on") WHERE "declined_work"."status" = 'open';--> statement-breakpoint
CREATE INDEX "job_order_estimates_job_order_idx" ON "job_order_estimates" USING btree ("shop_id","job_order_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_order_time_entries_running_key" ON "job_order_time_entries" USING btree ("mechanic_id") WHERE "job_order_time_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "job_order_time_entries_job_order_idx" ON "job_order_time_entries" USING btree ("shop_id","job_order_id","started_at");--> statement-breakpoint
CREATE INDEX "job_order_time_entries_mechanic_idx" ON "job_order_time_entries" USING btree ("mechanic_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_ratings_job_order_key" ON "visit_ratings" USING btree ("job_order_id");--> statement-breakpoint
CREATE INDEX "visit_ratings_mechanic_idx" ON "visit_ratings" USING btree ("mechanic_id","created_at");--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_orders_shop_number_key" ON "job_orders" USING btree ("shop_id","number");--> statement-breakpoint
CREATE INDEX "job_orders_shop_opened_idx" ON "job_orders" USING btree ("shop_id","opened_at","id");--> statement-breakpoint
CREATE INDEX "job_orders_open_idx" ON "job_orders" USING btree ("shop_id","opened_at","id") WHERE "job_orders"."status" not in ('completed', 'cancelled');--> statement-breakpoint
CREATE INDEX "job_orders_mechanic_queue_idx" ON "job_orders" USING btree ("mechanic_id","promised_at") WHERE "job_orders"."status" not in ('completed', 'cancelled');--> statement-breakpoint
CREATE INDEX "job_orders_completed_idx" ON "job_orders" USING btree ("shop_id","completed_at","id") WHERE "job_orders"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "job_order_items_job_order_idx" ON "job_order_items" USING btree ("job_order_id","position");--> statement-breakpoint
ALTER TABLE "job_order_items" ADD CONSTRAINT "job_order_items_shop_id_id_key" UNIQUE("shop_id","id");--> statement-breakpoint
ALTER TABLE "job_order_items" ADD CONSTRAINT "job_order_items_price_check" CHECK (("job_order_items"."kind" = 'discount' and "job_order_items"."percent" is not null and "job_order_items"."unit_price" is null) or ("job_order_items"."unit_price" is not null and "job_order_items"."percent" is null));--> statement-breakpoint
ALTER TABLE "job_order_items" ADD CONSTRAINT "job_order_items_pricing_check" CHECK (("job_order_items"."kind" = 'labor') = ("job_order_items"."pricing" is not null) and "job_order_items"."pricing" in ('flat', 'hourly'));--> statement-breakpoint
ALTER TABLE "job_order_items" ADD CONSTRAINT "job_order_items_approval_check" CHECK ("job_order_items"."approval" in ('pending', 'approved', 'declined'));--> statement-breakpoint
ALTER TABLE "job_order_items" ADD CONSTRAINT "job_order_items_unit_cost_check" CHECK ("job_order_items"."unit_cost" >= 0);--> statement-breakpoint
ALTER TABLE "job_order_items" ADD CONSTRAINT "job_order_items_percent_check" CHECK ("job_order_items"."percent" > 0 and "job_order_items"."percent" <= 100);--> statement-breakpoint
ALTER TABLE "job_order_items" ADD CONSTRAINT "job_order_items_kind_check" CHECK ("job_order_items"."kind" in ('labor', 'part', 'fee', 'discount'));--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_mileage_check" CHECK ("job_orders"."mileage" >= 0 and "job_orders"."mileage_out" >= 0);--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_status_check" CHECK ("job_orders"."status" in ('estimate', 'awaiting_approval', 'approved', 'in_progress', 'waiting_for_parts', 'ready_for_pickup', 'completed', 'cancelled'));