-- Written by hand (ADR 047): Performance Metrics read a period's job orders, ratings and
-- estimates across the whole shop by time. Job orders are not stored in completion order, so
-- reading their columns from the table cost one page per job order (~15,000 random pages for
-- 12 weeks at 1M job orders, most of the report's time); these indexes carry the columns the
-- report reads so each family is one index-only range scan. INCLUDE is beyond Drizzle's index
-- builder (see 0039), so they are not declared in the schema files.
CREATE INDEX IF NOT EXISTS "job_orders_completed_perf_idx" ON "job_orders" USING btree ("shop_id","completed_at") INCLUDE ("id","mechanic_id","vehicle_id","assigned_at","opened_at","created_at") WHERE "status" = 'completed';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_orders_opened_perf_idx" ON "job_orders" USING btree ("shop_id","opened_at") INCLUDE ("id","vehicle_id") WHERE "status" <> 'cancelled' AND "vehicle_id" IS NOT NULL;--> statement-breakpoint
-- The only rating index on time was per mechanic, so the report read every rating ever given.
CREATE INDEX IF NOT EXISTS "visit_ratings_shop_created_idx" ON "visit_ratings" USING btree ("shop_id","created_at") INCLUDE ("mechanic_id","score");--> statement-breakpoint
-- Replaces 0039's (shop_id, sent_at) with one that carries what the report sums.
DROP INDEX IF EXISTS "job_order_estimates_shop_sent_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_order_estimates_shop_sent_idx" ON "job_order_estimates" USING btree ("shop_id","sent_at") INCLUDE ("id","job_order_id","sent_by","presented_total","approved_total");
