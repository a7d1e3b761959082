-- Client Retention (issue 25, ADR 051): one row per client per local day on which one of their
-- job orders was completed (a "visit", packages/domain/src/client-retention.ts), carrying the
-- client's first visit day and the visit before it, so every figure is a count over one index
-- range: no search for each client's first visit, no DISTINCT. Kept by the triggers below in the same
-- transaction as the job orders; a change of the shop's time zone rebuilds the shop's rows.
CREATE TABLE "client_visits" (
  "shop_id" uuid NOT NULL REFERENCES "shops"("id") ON DELETE CASCADE,
  "client_id" uuid NOT NULL,
  "visit_on" date NOT NULL,
  "first_visit_on" date NOT NULL,
  "previous_visit_on" date,
  "job_orders" integer NOT NULL,
  CONSTRAINT "client_visits_pkey" PRIMARY KEY ("shop_id", "client_id", "visit_on"),
  CONSTRAINT "client_visits_client_fk" FOREIGN KEY ("shop_id", "client_id")
    REFERENCES "clients"("shop_id", "id") ON DELETE CASCADE
);--> statement-breakpoint
-- The period's visits, index-only. With the client's previous visit day on each row, "clients
-- seen in [a, b]" is a count, not a DISTINCT: the rows in the range whose previous visit is
-- before a (or none) are each client's first visit in it, one per client (ADR 051).
CREATE INDEX "client_visits_shop_day_idx" ON "client_visits" USING btree ("shop_id", "visit_on") INCLUDE ("first_visit_on", "previous_visit_on");--> statement-breakpoint
-- The cohorts: the visits of the clients whose first visit falls in a range.
CREATE INDEX "client_visits_shop_first_idx" ON "client_visits" USING btree ("shop_id", "first_visit_on", "visit_on") INCLUDE ("previous_visit_on");--> statement-breakpoint
ALTER TABLE "client_visits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "client_visits" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY shop_scope ON "client_visits" TO pitstop_app
  USING (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[])) WITH CHECK (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[]));--> statement-breakpoint
-- Opting out of service reminders (the lapsed-clients mail): staff set it when a client asks.
ALTER TABLE "clients" ADD COLUMN "service_reminders_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Recomputes the given clients' visit rows from their completed job orders (not deltas: a first
-- visit moving changes every row of the client). Locks the clients first, as
-- clients_refresh_aggregates does (0005), so two transactions writing one client's job orders
-- cannot both miss each other's row.
CREATE FUNCTION client_visits_refresh(target_shop_id uuid, client_ids uuid[]) RETURNS void AS $$
DECLARE
  zone text;
BEGIN
  PERFORM 1 FROM clients WHERE id = ANY (client_ids) ORDER BY id FOR NO KEY UPDATE;
  SELECT timezone INTO zone FROM shops WHERE id = target_shop_id;
  DELETE FROM client_visits WHERE shop_id = target_shop_id AND client_id = ANY (client_ids);
  INSERT INTO client_visits (shop_id, client_id, visit_on, first_visit_on, previous_visit_on, job_orders)
  SELECT target_shop_id, days.client_id, days.visit_on,
         min(days.visit_on) OVER (PARTITION BY days.client_id),
         lag(days.visit_on) OVER (PARTITION BY days.client_id ORDER BY days.visit_on),
         days.job_orders
    FROM (
      SELECT j.client_id, (j.completed_at AT TIME ZONE zone)::date AS visit_on,
             count(*)::int AS job_orders
        FROM job_orders j
       WHERE j.shop_id = target_shop_id AND j.client_id = ANY (client_ids)
         AND j.status = 'completed'
       GROUP BY 1, 2
    ) AS days;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- One shop's rows from scratch: bulk loads that bypass triggers (the bench generator, the demo
-- data), a change of the shop's time zone, and the check that compares (client-retention/check).
CREATE FUNCTION client_visits_rebuild(target_shop_id uuid) RETURNS void AS $$
DECLARE
  zone text;
BEGIN
  SELECT timezone INTO zone FROM shops WHERE id = target_shop_id;
  DELETE FROM client_visits WHERE shop_id = target_shop_id;
  INSERT INTO client_visits (shop_id, client_id, visit_on, first_visit_on, previous_visit_on, job_orders)
  SELECT target_shop_id, days.client_id, days.visit_on,
         min(days.visit_on) OVER (PARTITION BY days.client_id),
         lag(days.visit_on) OVER (PARTITION BY days.client_id ORDER BY days.visit_on),
         days.job_orders
    FROM (
      SELECT j.client_id, (j.completed_at AT TIME ZONE zone)::date AS visit_on,
             count(*)::int AS job_orders
        FROM job_orders j
       WHERE j.shop_id = target_shop_id AND j.status = 'completed'
       GROUP BY 1, 2
    ) AS days;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Statement-level with transition tables, like the client aggregates (0005): a bulk write
-- recomputes each client once. Only completed job orders are visits, so an open one coming or
-- going changes nothing.
CREATE FUNCTION job_orders_refresh_client_visits() RETURNS trigger AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR changed IN
      SELECT shop_id, array_agg(DISTINCT client_id) AS ids FROM new_rows
       WHERE status = 'completed' GROUP BY shop_id
    LOOP
      PERFORM client_visits_refresh(changed.shop_id, changed.ids);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR changed IN
      SELECT shop_id, array_agg(DISTINCT client_id) AS ids FROM old_rows
       WHERE status = 'completed' GROUP BY shop_id
    LOOP
      PERFORM client_visits_refresh(changed.shop_id, changed.ids);
    END LOOP;
  ELSE
    FOR changed IN
      SELECT n.shop_id, array_agg(DISTINCT moved.client_id) AS ids
        FROM old_rows o
        JOIN new_rows n ON n.id = o.id
        CROSS JOIN LATERAL (VALUES (o.client_id), (n.client_id)) AS moved(client_id)
       WHERE (o.status = 'completed' OR n.status = 'completed')
         AND (o.status, o.completed_at, o.client_id)
             IS DISTINCT FROM (n.status, n.completed_at, n.client_id)
       GROUP BY n.shop_id
    LOOP
      PERFORM client_visits_refresh(changed.shop_id, changed.ids);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_orders_client_visits_insert
AFTER INSERT ON job_orders REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_orders_refresh_client_visits();
--> statement-breakpoint
CREATE TRIGGER job_orders_client_visits_update
AFTER UPDATE ON job_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_orders_refresh_client_visits();
--> statement-breakpoint
CREATE TRIGGER job_orders_client_visits_delete
AFTER DELETE ON job_orders REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION job_orders_refresh_client_visits();
--> statement-breakpoint
-- Visit days are local days: a new time zone moves some of them.
CREATE FUNCTION shops_rebuild_client_visits() RETURNS trigger AS $$
BEGIN
  PERFORM client_visits_rebuild(NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER shops_client_visits_time_zone
AFTER UPDATE OF timezone ON shops
FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone)
EXECUTE FUNCTION shops_rebuild_client_visits();
--> statement-breakpoint
SELECT client_visits_rebuild(id) FROM shops;
