-- The search document is stored (see schema/clients.ts); its trigram index replaces the
-- expression index of 0004.
DROP INDEX "clients_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_document" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\n' || coalesce("email", '') || E'\n' || coalesce("phone", '') || E'\n' || regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g') || E'\n' || coalesce("company", ''))) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "vehicle_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "total_spend" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "last_service_at" timestamp with time zone;--> statement-breakpoint
-- A client's vehicle count, total spend and last service (completed job orders only) are kept
-- on its row by the triggers below (ADR 007). They recompute the affected clients from the
-- source rows rather than add deltas, so any mix of writes ends exact.
--
-- clients_refresh_aggregates recomputes the given clients through the per-client indexes
-- (vehicles_shop_client_idx, job_orders_completed_client_idx). It locks the rows first: under
-- READ COMMITTED the UPDATE then reads with a snapshot taken after the lock, so two
-- transactions writing job orders of one client cannot both miss each other's row. FOR NO KEY
-- UPDATE does not conflict with the FOR KEY SHARE lock that the foreign-key checks of those
-- same writes hold, so they do not deadlock on it.
CREATE FUNCTION clients_refresh_aggregates(client_ids uuid[]) RETURNS void AS $$
BEGIN
  PERFORM 1 FROM clients WHERE id = ANY (client_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE clients
     SET vehicle_count = fresh.vehicle_count,
         total_spend = fresh.total_spend,
         last_service_at = fresh.last_service_at
    FROM (
      SELECT c.id,
             (SELECT count(*) FROM vehicles v
               WHERE v.shop_id = c.shop_id AND v.client_id = c.id)::int AS vehicle_count,
             coalesce(jobs.total, 0) AS total_spend,
             jobs.last AS last_service_at
        FROM clients c
        CROSS JOIN LATERAL (
          SELECT sum(j.total_cost) AS total, max(j.completed_at) AS last FROM job_orders j
           WHERE j.shop_id = c.shop_id AND j.client_id = c.id AND j.status = 'completed'
        ) AS jobs
       WHERE c.id = ANY (client_ids)
    ) AS fresh
   WHERE clients.id = fresh.id
     AND (clients.vehicle_count, clients.total_spend, clients.last_service_at)
         IS DISTINCT FROM (fresh.vehicle_count, fresh.total_spend, fresh.last_service_at);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Every client of one shop in one grouped pass (no per-client lookups): the backfill below and
-- bulk loads that bypass triggers (the bench generator) use it.
CREATE FUNCTION clients_refresh_shop_aggregates(target_shop_id uuid) RETURNS void AS $$
BEGIN
  UPDATE clients
     SET vehicle_count = coalesce(v.n, 0),
         total_spend = coalesce(j.total, 0),
         last_service_at = j.last
    FROM clients c
    LEFT JOIN (
      SELECT client_id, count(*)::int AS n FROM vehicles
       WHERE shop_id = target_shop_id GROUP BY client_id
    ) AS v ON v.client_id = c.id
    LEFT JOIN (
      SELECT client_id, sum(total_cost) AS total, max(completed_at) AS last FROM job_orders
       WHERE shop_id = target_shop_id AND status = 'completed' GROUP BY client_id
    ) AS j ON j.client_id = c.id
   WHERE c.shop_id = target_shop_id AND clients.id = c.id
     AND (clients.vehicle_count, clients.total_spend, clients.last_service_at)
         IS DISTINCT FROM (coalesce(v.n, 0), coalesce(j.total, 0), j.last);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Statement-level with transition tables: a bulk insert recomputes each client once.
CREATE FUNCTION vehicles_refresh_client_aggregates() RETURNS trigger AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT client_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT client_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT moved.client_id) INTO ids
      FROM old_rows o
      JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.client_id), (n.client_id)) AS moved(client_id)
     WHERE o.client_id IS DISTINCT FROM n.client_id;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM clients_refresh_aggregates(ids);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER vehicles_client_aggregates_insert
AFTER INSERT ON vehicles REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION vehicles_refresh_client_aggregates();
--> statement-breakpoint
CREATE TRIGGER vehicles_client_aggregates_update
AFTER UPDATE ON vehicles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION vehicles_refresh_client_aggregates();
--> statement-breakpoint
CREATE TRIGGER vehicles_client_aggregates_delete
AFTER DELETE ON vehicles REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION vehicles_refresh_client_aggregates();
--> statement-breakpoint
-- Only completed job orders count, so an open one coming or going changes nothing. The chain
-- job_order_items → job_orders.total_cost (0002) → clients ends here: the line trigger's
-- UPDATE of job_orders fires this trigger's UPDATE form.
CREATE FUNCTION job_orders_refresh_client_aggregates() RETURNS trigger AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT client_id) INTO ids FROM new_rows WHERE status = 'completed';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT client_id) INTO ids FROM old_rows WHERE status = 'completed';
  ELSE
    SELECT array_agg(DISTINCT changed.client_id) INTO ids
      FROM old_rows o
      JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.client_id), (n.client_id)) AS changed(client_id)
     WHERE (o.status = 'completed' OR n.status = 'completed')
       AND (o.status, o.total_cost, o.completed_at, o.client_id)
           IS DISTINCT FROM (n.status, n.total_cost, n.completed_at, n.client_id);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM clients_refresh_aggregates(ids);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_orders_client_aggregates_insert
AFTER INSERT ON job_orders REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_orders_refresh_client_aggregates();
--> statement-breakpoint
CREATE TRIGGER job_orders_client_aggregates_update
AFTER UPDATE ON job_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_orders_refresh_client_aggregates();
--> statement-breakpoint
CREATE TRIGGER job_orders_client_aggregates_delete
AFTER DELETE ON job_orders REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_orders_refresh_client_aggregates();
--> statement-breakpoint
SELECT clients_refresh_shop_aggregates(id) FROM shops;--> statement-breakpoint
CREATE INDEX "clients_search_document_trgm_idx" ON "clients" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_shop_vehicle_count_idx" ON "clients" USING btree ("shop_id","vehicle_count","id");--> statement-breakpoint
CREATE INDEX "clients_shop_total_spend_idx" ON "clients" USING btree ("shop_id","total_spend","id");--> statement-breakpoint
CREATE INDEX "clients_shop_last_service_idx" ON "clients" USING btree ("shop_id",coalesce("last_service_at", '-infinity'::timestamptz),"id");
