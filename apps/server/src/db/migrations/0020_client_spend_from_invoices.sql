-- A client's Total Spend becomes what the shop invoiced them (ADR 007, updated for ADR 020):
-- the totals of their issued invoices (every status but draft and void) less what credit notes
-- took back. Last service stays the latest completed job order. The same statement-level
-- triggers with transition tables keep both, recomputing the affected clients from the source
-- rows through the per-client indexes (invoices_client_idx, job_orders_completed_client_idx).
CREATE OR REPLACE FUNCTION clients_refresh_aggregates(client_ids uuid[]) RETURNS void AS $$
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
             (SELECT coalesce(sum(i.total - i.credited), 0) FROM invoices i
               WHERE i.shop_id = c.shop_id AND i.client_id = c.id
                 AND i.status NOT IN ('draft', 'void')) AS total_spend,
             (SELECT max(j.completed_at) FROM job_orders j
               WHERE j.shop_id = c.shop_id AND j.client_id = c.id
                 AND j.status = 'completed') AS last_service_at
        FROM clients c
       WHERE c.id = ANY (client_ids)
    ) AS fresh
   WHERE clients.id = fresh.id
     AND (clients.vehicle_count, clients.total_spend, clients.last_service_at)
         IS DISTINCT FROM (fresh.vehicle_count, fresh.total_spend, fresh.last_service_at);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Every client of one shop in one grouped pass: the backfill below and bulk loads that bypass
-- triggers (the bench generator, the demo data) use it.
CREATE OR REPLACE FUNCTION clients_refresh_shop_aggregates(target_shop_id uuid) RETURNS void AS $$
BEGIN
  UPDATE clients
     SET vehicle_count = coalesce(v.n, 0),
         total_spend = coalesce(i.total, 0),
         last_service_at = j.last
    FROM clients c
    LEFT JOIN (
      SELECT client_id, count(*)::int AS n FROM vehicles
       WHERE shop_id = target_shop_id GROUP BY client_id
    ) AS v ON v.client_id = c.id
    LEFT JOIN (
      SELECT client_id, sum(total - credited) AS total FROM invoices
       WHERE shop_id = target_shop_id AND client_id IS NOT NULL
         AND status NOT IN ('draft', 'void')
       GROUP BY client_id
    ) AS i ON i.client_id = c.id
    LEFT JOIN (
      SELECT client_id, max(completed_at) AS last FROM job_orders
       WHERE shop_id = target_shop_id AND status = 'completed' GROUP BY client_id
    ) AS j ON j.client_id = c.id
   WHERE c.shop_id = target_shop_id AND clients.id = c.id
     AND (clients.vehicle_count, clients.total_spend, clients.last_service_at)
         IS DISTINCT FROM (coalesce(v.n, 0), coalesce(i.total, 0), j.last);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Job orders now only move the last service: a completion, a reopening, a moved or deleted
-- completed job. Price edits of a completed job no longer touch its client (the invoice does).
CREATE OR REPLACE FUNCTION job_orders_refresh_client_aggregates() RETURNS trigger AS $$
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
       AND (o.status, o.completed_at, o.client_id)
           IS DISTINCT FROM (n.status, n.completed_at, n.client_id);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM clients_refresh_aggregates(ids);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- What an invoice adds to its client's spend: issued (any status but draft and void), net of
-- credit notes. Only a change of that figure or of the client refreshes anyone, so payments
-- (paid, status issued → paid) and draft edits touch no client.
CREATE FUNCTION invoices_refresh_client_aggregates() RETURNS trigger AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT client_id) INTO ids FROM new_rows
     WHERE client_id IS NOT NULL AND status NOT IN ('draft', 'void');
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT client_id) INTO ids FROM old_rows
     WHERE client_id IS NOT NULL AND status NOT IN ('draft', 'void');
  ELSE
    SELECT array_agg(DISTINCT changed.client_id) INTO ids
      FROM old_rows o
      JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.client_id), (n.client_id)) AS changed(client_id)
     WHERE changed.client_id IS NOT NULL
       AND (CASE WHEN o.status IN ('draft', 'void') THEN 0 ELSE o.total - o.credited END,
            o.client_id)
           IS DISTINCT FROM
           (CASE WHEN n.status IN ('draft', 'void') THEN 0 ELSE n.total - n.credited END,
            n.client_id);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM clients_refresh_aggregates(ids);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invoices_client_aggregates_insert
AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION invoices_refresh_client_aggregates();
--> statement-breakpoint
CREATE TRIGGER invoices_client_aggregates_update
AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION invoices_refresh_client_aggregates();
--> statement-breakpoint
CREATE TRIGGER invoices_client_aggregates_delete
AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION invoices_refresh_client_aggregates();
--> statement-breakpoint
SELECT clients_refresh_shop_aggregates(id) FROM shops;
