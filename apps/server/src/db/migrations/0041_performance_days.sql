-- Written by hand (ADR 048): Performance Metrics read per-person daily sums instead of the base
-- rows. performance_days holds, per shop, person and local day (shops.timezone), the figures of
-- ADR 047 that add up over days: the completed job orders' hours sold, labor revenue, count and
-- response time (on the completion day, for the job order's mechanic), the closed job-clock
-- entries' seconds and the closed attendance entries' seconds minus their breaks (each split at
-- local midnights). Triggers on the base rows apply each change as a delta in the same
-- transaction; performance_days_rebuild(shop) recomputes a shop (after bulk loads with triggers
-- off, and when the shop's time zone changes); performance_days_mismatches(shop) compares.
-- Running clocks, ratings, comebacks and estimates are still read from the base rows.
CREATE TABLE "performance_days" (
	"shop_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sold_hours" numeric(14, 2) DEFAULT 0 NOT NULL,
	"labor_revenue" numeric(16, 2) DEFAULT 0 NOT NULL,
	"jobs_completed" integer DEFAULT 0 NOT NULL,
	"response_seconds" numeric DEFAULT 0 NOT NULL,
	"response_count" integer DEFAULT 0 NOT NULL,
	"worked_seconds" numeric DEFAULT 0 NOT NULL,
	"clocked_seconds" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "performance_days_pkey" PRIMARY KEY ("shop_id", "day", "user_id")
);--> statement-breakpoint
ALTER TABLE "performance_days" ADD CONSTRAINT "performance_days_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The first clock-in of a job order, for its response time.
CREATE INDEX IF NOT EXISTS "job_order_time_entries_job_order_started_idx" ON "job_order_time_entries" USING btree ("shop_id", "job_order_id", "started_at");--> statement-breakpoint
-- The seconds of [s, e) on each local day it touches; days it only touches at an end are left out.
CREATE FUNCTION performance_day_spans(zone text, s timestamptz, e timestamptz)
RETURNS TABLE (day date, seconds numeric) LANGUAGE sql STABLE AS $$
  SELECT d::date,
    extract(epoch FROM least(e, (d + interval '1 day') AT TIME ZONE zone) - greatest(s, d AT TIME ZONE zone))
  FROM generate_series((s AT TIME ZONE zone)::date::timestamp, (e AT TIME ZONE zone)::date::timestamp, interval '1 day') AS d
  WHERE e > s AND least(e, (d + interval '1 day') AT TIME ZONE zone) > greatest(s, d AT TIME ZONE zone)
$$;--> statement-breakpoint
-- Hours a labor line sells (ADR 047): an hourly line's quantity; a flat line's quantity × its
-- service's book time, rounded per line; a flat line of no service none.
CREATE FUNCTION performance_line_hours(pricing text, quantity numeric, duration_minutes integer)
RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN pricing = 'hourly' THEN quantity
              ELSE round(quantity * coalesce(duration_minutes, 0) / 60.0, 2) END
$$;--> statement-breakpoint
-- Every day's figures of one shop, recomputed from the base rows (the rebuild and the check).
CREATE FUNCTION performance_days_recomputed(shop uuid)
RETURNS TABLE (user_id uuid, day date, sold_hours numeric, labor_revenue numeric, jobs_completed integer,
  response_seconds numeric, response_count integer, worked_seconds numeric, clocked_seconds numeric)
LANGUAGE sql STABLE AS $$
  WITH zone AS (SELECT timezone AS name FROM shops WHERE id = shop),
  done AS (
    SELECT j.id, j.mechanic_id, j.assigned_at, (j.completed_at AT TIME ZONE z.name)::date AS day
    FROM job_orders j, zone z
    WHERE j.shop_id = shop AND j.status = 'completed' AND j.mechanic_id IS NOT NULL
  ),
  lines AS (
    SELECT i.job_order_id, sum(performance_line_hours(i.pricing, i.quantity, s.duration_minutes)) AS hours,
      sum(round(i.quantity * i.unit_price, 2)) AS revenue
    FROM job_order_items i LEFT JOIN services s ON s.shop_id = i.shop_id AND s.id = i.service_id
    WHERE i.shop_id = shop AND i.kind = 'labor' AND i.approval = 'approved'
    GROUP BY i.job_order_id
  ),
  first_clock AS (
    SELECT t.job_order_id, min(t.started_at) AS at FROM job_order_time_entries t
    WHERE t.shop_id = shop GROUP BY t.job_order_id
  ),
  facts AS (
    SELECT d.mechanic_id AS user_id, d.day, coalesce(l.hours, 0) AS sold_hours,
      coalesce(l.revenue, 0) AS labor_revenue, 1 AS jobs_completed,
      coalesce(greatest(extract(epoch FROM f.at - d.assigned_at), 0), 0) AS response_seconds,
      CASE WHEN f.at IS NOT NULL AND d.assigned_at IS NOT NULL THEN 1 ELSE 0 END AS response_count,
      0::numeric AS worked_seconds, 0::numeric AS clocked_seconds
    FROM done d
    LEFT JOIN lines l ON l.job_order_id = d.id
    LEFT JOIN first_clock f ON f.job_order_id = d.id
    UNION ALL
    SELECT t.mechanic_id, p.day, 0, 0, 0, 0, 0, p.seconds, 0
    FROM job_order_time_entries t, zone z, performance_day_spans(z.name, t.started_at, t.ended_at) p
    WHERE t.shop_id = shop AND t.ended_at IS NOT NULL
    UNION ALL
    SELECT a.user_id, p.day, 0, 0, 0, 0, 0, 0, p.seconds
    FROM attendance_entries a, zone z, performance_day_spans(z.name, a.clocked_in_at, a.clocked_out_at) p
    WHERE a.shop_id = shop AND a.clocked_out_at IS NOT NULL
    UNION ALL
    SELECT a.user_id, p.day, 0, 0, 0, 0, 0, 0, -p.seconds
    FROM attendance_breaks k
    JOIN attendance_entries a ON a.shop_id = k.shop_id AND a.id = k.entry_id AND a.clocked_out_at IS NOT NULL,
      zone z,
      performance_day_spans(z.name, greatest(k.started_at, a.clocked_in_at),
        least(coalesce(k.ended_at, a.clocked_out_at), a.clocked_out_at)) p
    WHERE k.shop_id = shop
  )
  SELECT user_id, day, sum(sold_hours), sum(labor_revenue), sum(jobs_completed)::integer,
    sum(response_seconds), sum(response_count)::integer, sum(worked_seconds), sum(clocked_seconds)
  FROM facts GROUP BY user_id, day
$$;--> statement-breakpoint
CREATE FUNCTION performance_days_rebuild(shop uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM performance_days WHERE shop_id = shop;
  INSERT INTO performance_days (shop_id, user_id, day, sold_hours, labor_revenue, jobs_completed,
    response_seconds, response_count, worked_seconds, clocked_seconds)
  -- In day order, as the days arrive when kept by the triggers: a period's rows share pages.
  SELECT shop, r.* FROM performance_days_recomputed(shop) r ORDER BY r.day, r.user_id;
$$;--> statement-breakpoint
-- The days whose stored figures differ from a recomputation (a row of zeros equals no row).
CREATE FUNCTION performance_days_mismatches(shop uuid)
RETURNS TABLE (user_id uuid, day date, stored text, recomputed text) LANGUAGE sql STABLE AS $$
  WITH stored AS (
    SELECT p.user_id, p.day, ARRAY[p.sold_hours, p.labor_revenue, p.jobs_completed, p.response_seconds,
      p.response_count, p.worked_seconds, p.clocked_seconds] AS v
    FROM performance_days p WHERE p.shop_id = shop
  ),
  fresh AS (
    SELECT r.user_id, r.day, ARRAY[r.sold_hours, r.labor_revenue, r.jobs_completed, r.response_seconds,
      r.response_count, r.worked_seconds, r.clocked_seconds] AS v
    FROM performance_days_recomputed(shop) r
  ),
  zero AS (SELECT ARRAY[0, 0, 0, 0, 0, 0, 0]::numeric[] AS v)
  SELECT coalesce(s.user_id, f.user_id), coalesce(s.day, f.day), coalesce(s.v, z.v)::text, coalesce(f.v, z.v)::text
  FROM stored s FULL JOIN fresh f ON f.user_id = s.user_id AND f.day = s.day, zero z
  WHERE coalesce(s.v, z.v) <> coalesce(f.v, z.v)
$$;--> statement-breakpoint
CREATE FUNCTION performance_days_add(shop uuid, person uuid, on_day date, sold numeric, revenue numeric,
  jobs integer, response numeric, responses integer, worked numeric, clocked numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO performance_days AS p (shop_id, user_id, day, sold_hours, labor_revenue, jobs_completed,
    response_seconds, response_count, worked_seconds, clocked_seconds)
  VALUES (shop, person, on_day, sold, revenue, jobs, response, responses, worked, clocked)
  ON CONFLICT (shop_id, day, user_id) DO UPDATE SET
    sold_hours = p.sold_hours + excluded.sold_hours,
    labor_revenue = p.labor_revenue + excluded.labor_revenue,
    jobs_completed = p.jobs_completed + excluded.jobs_completed,
    response_seconds = p.response_seconds + excluded.response_seconds,
    response_count = p.response_count + excluded.response_count,
    worked_seconds = p.worked_seconds + excluded.worked_seconds,
    clocked_seconds = p.clocked_seconds + excluded.clocked_seconds
$$;--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) a whole completed job order, as its lines and clock
-- entries stand now, with the given mechanic, completion and assignment.
CREATE FUNCTION performance_job_order_apply(sign integer, shop uuid, job_order uuid, job_status text,
  mechanic uuid, completed timestamptz, assigned timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text;
  hours numeric;
  revenue numeric;
  first_at timestamptz;
BEGIN
  IF job_status <> 'completed' OR mechanic IS NULL OR completed IS NULL THEN RETURN; END IF;
  SELECT timezone INTO zone FROM shops WHERE id = shop;
  SELECT coalesce(sum(performance_line_hours(i.pricing, i.quantity, s.duration_minutes)), 0),
         coalesce(sum(round(i.quantity * i.unit_price, 2)), 0)
    INTO hours, revenue
    FROM job_order_items i LEFT JOIN services s ON s.shop_id = i.shop_id AND s.id = i.service_id
    WHERE i.shop_id = shop AND i.job_order_id = job_order AND i.kind = 'labor' AND i.approval = 'approved';
  SELECT min(t.started_at) INTO first_at FROM job_order_time_entries t
    WHERE t.shop_id = shop AND t.job_order_id = job_order;
  PERFORM performance_days_add(shop, mechanic, (completed AT TIME ZONE zone)::date,
    sign * hours, sign * revenue, sign,
    sign * coalesce(greatest(extract(epoch FROM first_at - assigned), 0), 0),
    sign * (CASE WHEN first_at IS NOT NULL AND assigned IS NOT NULL THEN 1 ELSE 0 END), 0, 0);
END $$;--> statement-breakpoint
CREATE FUNCTION performance_job_orders_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM performance_job_order_apply(-1, OLD.shop_id, OLD.id, OLD.status, OLD.mechanic_id, OLD.completed_at, OLD.assigned_at);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM performance_job_order_apply(1, NEW.shop_id, NEW.id, NEW.status, NEW.mechanic_id, NEW.completed_at, NEW.assigned_at);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END $$;--> statement-breakpoint
CREATE TRIGGER performance_job_orders_insert AFTER INSERT
  ON job_orders FOR EACH ROW EXECUTE FUNCTION performance_job_orders_trigger();--> statement-breakpoint
CREATE TRIGGER performance_job_orders_change AFTER UPDATE OF status, mechanic_id, completed_at, assigned_at
  ON job_orders FOR EACH ROW
  WHEN ((OLD.status, OLD.mechanic_id, OLD.completed_at, OLD.assigned_at)
    IS DISTINCT FROM (NEW.status, NEW.mechanic_id, NEW.completed_at, NEW.assigned_at))
  EXECUTE FUNCTION performance_job_orders_trigger();--> statement-breakpoint
-- Before the delete, while the lines and entries it cascades to are still there.
CREATE TRIGGER performance_job_orders_delete BEFORE DELETE
  ON job_orders FOR EACH ROW EXECUTE FUNCTION performance_job_orders_trigger();--> statement-breakpoint
-- One labor line added (sign 1) to or taken from (sign -1) its completed job order's day.
CREATE FUNCTION performance_line_apply(sign integer, shop uuid, job_order uuid, line_kind text,
  line_approval text, line_pricing text, line_quantity numeric, line_price numeric, service uuid)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  j record;
  zone text;
  duration integer;
BEGIN
  IF line_kind <> 'labor' OR line_approval <> 'approved' THEN RETURN; END IF;
  SELECT jo.mechanic_id, jo.completed_at INTO j FROM job_orders jo
    WHERE jo.shop_id = shop AND jo.id = job_order AND jo.status = 'completed' AND jo.mechanic_id IS NOT NULL;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT timezone INTO zone FROM shops WHERE id = shop;
  SELECT s.duration_minutes INTO duration FROM services s WHERE s.shop_id = shop AND s.id = service;
  PERFORM performance_days_add(shop, j.mechanic_id, (j.completed_at AT TIME ZONE zone)::date,
    sign * performance_line_hours(line_pricing, line_quantity, duration),
    sign * round(line_quantity * line_price, 2), 0, 0, 0, 0, 0);
END $$;--> statement-breakpoint
CREATE FUNCTION performance_items_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM performance_line_apply(-1, OLD.shop_id, OLD.job_order_id, OLD.kind, OLD.approval, OLD.pricing, OLD.quantity, OLD.unit_price, OLD.service_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM performance_line_apply(1, NEW.shop_id, NEW.job_order_id, NEW.kind, NEW.approval, NEW.pricing, NEW.quantity, NEW.unit_price, NEW.service_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER performance_items_change AFTER INSERT OR DELETE OR UPDATE OF job_order_id, kind, approval, pricing, quantity, unit_price, service_id
  ON job_order_items FOR EACH ROW EXECUTE FUNCTION performance_items_trigger();--> statement-breakpoint
-- A job order's response time moves when its first clock-in does.
CREATE FUNCTION performance_first_clock_shift(shop uuid, job_order uuid, old_first timestamptz, new_first timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  j record;
  zone text;
BEGIN
  IF old_first IS NOT DISTINCT FROM new_first THEN RETURN; END IF;
  SELECT jo.mechanic_id, jo.completed_at, jo.assigned_at INTO j FROM job_orders jo
    WHERE jo.shop_id = shop AND jo.id = job_order AND jo.status = 'completed'
      AND jo.mechanic_id IS NOT NULL AND jo.assigned_at IS NOT NULL;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT timezone INTO zone FROM shops WHERE id = shop;
  PERFORM performance_days_add(shop, j.mechanic_id, (j.completed_at AT TIME ZONE zone)::date, 0, 0, 0,
    coalesce(greatest(extract(epoch FROM new_first - j.assigned_at), 0), 0)
      - coalesce(greatest(extract(epoch FROM old_first - j.assigned_at), 0), 0),
    (CASE WHEN new_first IS NULL THEN 0 ELSE 1 END) - (CASE WHEN old_first IS NULL THEN 0 ELSE 1 END), 0, 0);
END $$;--> statement-breakpoint
CREATE FUNCTION performance_time_entries_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text;
  job_order uuid;
  others timestamptz;
BEGIN
  SELECT timezone INTO zone FROM shops WHERE id = coalesce(NEW.shop_id, OLD.shop_id);
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.ended_at IS NOT NULL THEN
    PERFORM performance_days_add(OLD.shop_id, OLD.mechanic_id, p.day, 0, 0, 0, 0, 0, -p.seconds, 0)
      FROM performance_day_spans(zone, OLD.started_at, OLD.ended_at) p;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.ended_at IS NOT NULL THEN
    PERFORM performance_days_add(NEW.shop_id, NEW.mechanic_id, p.day, 0, 0, 0, 0, 0, p.seconds, 0)
      FROM performance_day_spans(zone, NEW.started_at, NEW.ended_at) p;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.job_order_id = NEW.job_order_id AND OLD.started_at = NEW.started_at THEN
    RETURN NULL;
  END IF;
  FOR job_order IN SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.job_order_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.job_order_id END]) AS x WHERE x IS NOT NULL LOOP
    SELECT min(t.started_at) INTO others FROM job_order_time_entries t
      WHERE t.shop_id = coalesce(NEW.shop_id, OLD.shop_id) AND t.job_order_id = job_order
        AND t.id <> coalesce(NEW.id, OLD.id);
    PERFORM performance_first_clock_shift(coalesce(NEW.shop_id, OLD.shop_id), job_order,
      least(others, CASE WHEN TG_OP <> 'INSERT' AND OLD.job_order_id = job_order THEN OLD.started_at END),
      least(others, CASE WHEN TG_OP <> 'DELETE' AND NEW.job_order_id = job_order THEN NEW.started_at END));
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER performance_time_entries_change AFTER INSERT OR DELETE OR UPDATE OF job_order_id, mechanic_id, started_at, ended_at
  ON job_order_time_entries FOR EACH ROW EXECUTE FUNCTION performance_time_entries_trigger();--> statement-breakpoint
-- A closed attendance entry's seconds on each day, minus its breaks (an open break ends with
-- the entry), as its breaks stand now.
CREATE FUNCTION performance_attendance_apply(sign integer, shop uuid, entry uuid, person uuid,
  clocked_in timestamptz, clocked_out timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  IF clocked_out IS NULL THEN RETURN; END IF;
  SELECT timezone INTO zone FROM shops WHERE id = shop;
  PERFORM performance_days_add(shop, person, x.day, 0, 0, 0, 0, 0, 0, sign * sum(x.seconds))
  FROM (
    SELECT p.day, p.seconds FROM performance_day_spans(zone, clocked_in, clocked_out) p
    UNION ALL
    SELECT p.day, -p.seconds FROM attendance_breaks k,
      performance_day_spans(zone, greatest(k.started_at, clocked_in),
        least(coalesce(k.ended_at, clocked_out), clocked_out)) p
    WHERE k.shop_id = shop AND k.entry_id = entry
  ) x GROUP BY x.day;
END $$;--> statement-breakpoint
CREATE FUNCTION performance_attendance_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM performance_attendance_apply(-1, OLD.shop_id, OLD.id, OLD.user_id, OLD.clocked_in_at, OLD.clocked_out_at);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM performance_attendance_apply(1, NEW.shop_id, NEW.id, NEW.user_id, NEW.clocked_in_at, NEW.clocked_out_at);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END $$;--> statement-breakpoint
CREATE TRIGGER performance_attendance_change AFTER INSERT OR UPDATE OF user_id, clocked_in_at, clocked_out_at
  ON attendance_entries FOR EACH ROW EXECUTE FUNCTION performance_attendance_trigger();--> statement-breakpoint
-- Before the delete, while the breaks it cascades to are still there.
CREATE TRIGGER performance_attendance_delete BEFORE DELETE
  ON attendance_entries FOR EACH ROW EXECUTE FUNCTION performance_attendance_trigger();--> statement-breakpoint
CREATE FUNCTION performance_breaks_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a record;
  zone text;
BEGIN
  SELECT e.user_id, e.clocked_in_at, e.clocked_out_at INTO a FROM attendance_entries e
    WHERE e.shop_id = coalesce(NEW.shop_id, OLD.shop_id) AND e.id = coalesce(NEW.entry_id, OLD.entry_id)
      AND e.clocked_out_at IS NOT NULL;
  IF NOT FOUND THEN RETURN NULL; END IF;
  SELECT timezone INTO zone FROM shops WHERE id = coalesce(NEW.shop_id, OLD.shop_id);
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM performance_days_add(OLD.shop_id, a.user_id, p.day, 0, 0, 0, 0, 0, 0, p.seconds)
      FROM performance_day_spans(zone, greatest(OLD.started_at, a.clocked_in_at),
        least(coalesce(OLD.ended_at, a.clocked_out_at), a.clocked_out_at)) p;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM performance_days_add(NEW.shop_id, a.user_id, p.day, 0, 0, 0, 0, 0, 0, -p.seconds)
      FROM performance_day_spans(zone, greatest(NEW.started_at, a.clocked_in_at),
        least(coalesce(NEW.ended_at, a.clocked_out_at), a.clocked_out_at)) p;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER performance_breaks_change AFTER INSERT OR DELETE OR UPDATE OF entry_id, started_at, ended_at
  ON attendance_breaks FOR EACH ROW EXECUTE FUNCTION performance_breaks_trigger();--> statement-breakpoint
-- A service's book time is read when its flat lines' hours are: changing it changes their days.
CREATE FUNCTION performance_services_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  SELECT timezone INTO zone FROM shops WHERE id = NEW.shop_id;
  PERFORM performance_days_add(NEW.shop_id, x.mechanic_id, x.day, x.hours, 0, 0, 0, 0, 0, 0)
  FROM (
    SELECT j.mechanic_id, (j.completed_at AT TIME ZONE zone)::date AS day,
      sum(performance_line_hours(i.pricing, i.quantity, NEW.duration_minutes)
        - performance_line_hours(i.pricing, i.quantity, OLD.duration_minutes)) AS hours
    FROM job_order_items i
    JOIN job_orders j ON j.shop_id = i.shop_id AND j.id = i.job_order_id
    WHERE i.shop_id = NEW.shop_id AND i.service_id = NEW.id AND i.kind = 'labor'
      AND i.approval = 'approved' AND j.status = 'completed' AND j.mechanic_id IS NOT NULL
    GROUP BY 1, 2
  ) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER performance_services_duration AFTER UPDATE OF duration_minutes ON services
  FOR EACH ROW WHEN (OLD.duration_minutes IS DISTINCT FROM NEW.duration_minutes)
  EXECUTE FUNCTION performance_services_trigger();--> statement-breakpoint
-- The days are local days: a new time zone moves every figure to its new day.
CREATE FUNCTION performance_shops_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM performance_days_rebuild(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER performance_shops_time_zone AFTER UPDATE OF timezone ON shops
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION performance_shops_trigger();--> statement-breakpoint
-- Filled before row-level security is on, as the migration's owner.
SELECT performance_days_rebuild(id) FROM shops;--> statement-breakpoint
ALTER TABLE "performance_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "performance_days" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY shop_scope ON "performance_days" TO pitstop_app
  USING (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[])) WITH CHECK (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[]));
