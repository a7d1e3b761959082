-- Jobs inside job orders (issue 23): a job is one customer concern with its lines (ADR 040).
CREATE TABLE "job_order_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"job_order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"complaint" text,
	"cause" text,
	"correction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_order_jobs_shop_job_order_id_key" UNIQUE("shop_id","job_order_id","id")
);
--> statement-breakpoint
ALTER TABLE "job_order_jobs" ADD CONSTRAINT "job_order_jobs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_order_jobs" ADD CONSTRAINT "job_order_jobs_job_order_fk" FOREIGN KEY ("shop_id","job_order_id") REFERENCES "public"."job_orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_order_jobs_job_order_idx" ON "job_order_jobs" USING btree ("job_order_id","position");--> statement-breakpoint
ALTER TABLE "job_order_items" ADD COLUMN "job_id" uuid;--> statement-breakpoint
-- A job's name is the first line of the concern it answers, or "Work requested" without one.
CREATE FUNCTION job_name_of(concern text) RETURNS text AS $$
  SELECT coalesce(nullif(left(btrim(split_part(btrim(concern), E'\n', 1)), 100), ''), 'Work requested')
$$ LANGUAGE sql IMMUTABLE;--> statement-breakpoint
-- Existing job orders become one job each: the concern is its complaint, every line is in it.
INSERT INTO "job_order_jobs" ("shop_id", "job_order_id", "position", "name", "complaint", "created_at", "updated_at")
  SELECT "shop_id", "id", 0, job_name_of("description"), nullif(btrim("description"), ''), "opened_at", "opened_at"
  FROM "job_orders";--> statement-breakpoint
UPDATE "job_order_items" SET "job_id" = j."id"
  FROM "job_order_jobs" j
  WHERE j."job_order_id" = "job_order_items"."job_order_id" AND j."shop_id" = "job_order_items"."shop_id";--> statement-breakpoint
ALTER TABLE "job_order_items" ALTER COLUMN "job_id" SET NOT NULL;--> statement-breakpoint
-- Every job order has a first job however it is inserted (API, check-in, seed, bench).
CREATE FUNCTION job_orders_first_job() RETURNS trigger AS $$
BEGIN
  INSERT INTO "job_order_jobs" ("shop_id", "job_order_id", "position", "name", "complaint")
    VALUES (NEW.shop_id, NEW.id, 0, job_name_of(NEW.description), nullif(btrim(NEW.description), ''));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER job_orders_first_job AFTER INSERT ON "job_orders"
FOR EACH ROW EXECUTE FUNCTION job_orders_first_job();--> statement-breakpoint
-- A line inserted without its job joins the job order's last one.
CREATE FUNCTION job_order_items_fill_job() RETURNS trigger AS $$
BEGIN
  IF NEW.job_id IS NULL THEN
    SELECT j.id INTO NEW.job_id FROM "job_order_jobs" j
      WHERE j.shop_id = NEW.shop_id AND j.job_order_id = NEW.job_order_id
      ORDER BY j.position DESC LIMIT 1;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER job_order_items_fill_job BEFORE INSERT ON "job_order_items"
FOR EACH ROW EXECUTE FUNCTION job_order_items_fill_job();--> statement-breakpoint
ALTER TABLE "job_order_jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "job_order_jobs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY shop_scope ON "job_order_jobs" TO pitstop_app
  USING (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[])) WITH CHECK (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[]));--> statement-breakpoint
ALTER TABLE "job_order_items" ADD CONSTRAINT "job_order_items_job_fk" FOREIGN KEY ("shop_id","job_order_id","job_id") REFERENCES "public"."job_order_jobs"("shop_id","job_order_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_order_items_job_idx" ON "job_order_items" USING btree ("job_id");