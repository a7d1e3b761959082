-- A vehicle's last service, kept like its client's (ADR 007): the latest completed job order's
-- completion time. The vehicles list read it per row with a subquery over the vehicle's job
-- orders; as a column the list's query plans and runs in about half the time.
ALTER TABLE "vehicles" ADD COLUMN "last_service_at" timestamp with time zone;
--> statement-breakpoint
CREATE FUNCTION vehicles_refresh_last_service(vehicle_ids uuid[]) RETURNS void AS $$
BEGIN
  UPDATE vehicles
     SET last_service_at = fresh.last_service_at
    FROM (
      SELECT v.id,
             (SELECT max(j.completed_at) FROM job_orders j
               WHERE j.shop_id = v.shop_id AND j.vehicle_id = v.id
                 AND j.status = 'completed') AS last_service_at
        FROM vehicles v
       WHERE v.id = ANY (vehicle_ids)
    ) AS fresh
   WHERE vehicles.id = fresh.id
     AND vehicles.last_service_at IS DISTINCT FROM fresh.last_service_at;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The same completions, reopenings, moves and deletions of completed job orders that move the
-- client's last service move the vehicle's. Vehicles are refreshed before clients: a vehicle
-- edit locks the vehicle, then (its own trigger) the client, and this keeps that order.
CREATE OR REPLACE FUNCTION job_orders_refresh_client_aggregates() RETURNS trigger AS $$
DECLARE
  ids uuid[];
  vehicle_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT client_id), array_agg(DISTINCT vehicle_id) INTO ids, vehicle_ids
      FROM new_rows WHERE status = 'completed';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT client_id), array_agg(DISTINCT vehicle_id) INTO ids, vehicle_ids
      FROM old_rows WHERE status = 'completed';
  ELSE
    SELECT array_agg(DISTINCT changed.client_id), array_agg(DISTINCT changed.vehicle_id)
      INTO ids, vehicle_ids
      FROM old_rows o
      JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.client_id, o.vehicle_id), (n.client_id, n.vehicle_id))
        AS changed(client_id, vehicle_id)
     WHERE (o.status = 'completed' OR n.status = 'completed')
       AND (o.status, o.completed_at, o.client_id, o.vehicle_id)
           IS DISTINCT FROM (n.status, n.completed_at, n.client_id, n.vehicle_id);
  END IF;
  IF vehicle_ids IS NOT NULL THEN
    PERFORM vehicles_refresh_last_service(vehicle_ids);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM clients_refresh_aggregates(ids);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Every vehicle of one shop in one grouped pass, for bulk loads that bypass triggers.
CREATE FUNCTION vehicles_refresh_shop_last_service(target_shop_id uuid) RETURNS void AS $$
BEGIN
  UPDATE vehicles
     SET last_service_at = j.last
    FROM vehicles v
    LEFT JOIN (
      SELECT vehicle_id, max(completed_at) AS last FROM job_orders
       WHERE shop_id = target_shop_id AND status = 'completed' GROUP BY vehicle_id
    ) AS j ON j.vehicle_id = v.id
   WHERE v.shop_id = target_shop_id AND vehicles.id = v.id
     AND vehicles.last_service_at IS DISTINCT FROM j.last;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT vehicles_refresh_shop_last_service(id) FROM shops;
