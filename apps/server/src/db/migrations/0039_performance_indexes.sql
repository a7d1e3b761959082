-- Written by hand (ADR 047): Performance Metrics read the job clock, the attendance clock and
-- the estimates by time across the whole shop, and the approved labor of each completed job order. An entry overlaps a period when it ends after the
-- period starts and starts before it ends; indexing the end bounds the scan to the period (plus
-- entries still running), where the existing start indexes would read every older entry.
-- INCLUDE is beyond Drizzle's index builder, so these are not declared in the schema files.
CREATE INDEX IF NOT EXISTS "job_order_time_entries_shop_ended_idx" ON "job_order_time_entries" USING btree ("shop_id","ended_at") INCLUDE ("started_at","mechanic_id","job_order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "attendance_entries_shop_out_idx" ON "attendance_entries" USING btree ("shop_id","clocked_out_at") INCLUDE ("clocked_in_at","user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_order_estimates_shop_sent_idx" ON "job_order_estimates" USING btree ("shop_id","sent_at");--> statement-breakpoint
-- Approved labor by when it was added: the hours sold and labor revenue of the job orders
-- completed in a period, read from the index alone (a line is never older than its job order).
CREATE INDEX IF NOT EXISTS "job_order_items_labor_sold_idx" ON "job_order_items" USING btree ("shop_id","created_at") INCLUDE ("job_order_id","pricing","quantity","unit_price","service_id") WHERE "kind" = 'labor' AND "approval" = 'approved';
