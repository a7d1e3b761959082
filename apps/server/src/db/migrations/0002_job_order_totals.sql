-- A job order's total_cost is derived from its lines: this trigger keeps it right whatever
-- writes the lines, so no caller can forget to recompute it.
CREATE FUNCTION job_orders_recompute_total() RETURNS trigger AS $$
BEGIN
  UPDATE job_orders
     SET total_cost = coalesce((
           SELECT sum(round(quantity * unit_price, 2))
             FROM job_order_items
            WHERE job_order_id = coalesce(NEW.job_order_id, OLD.job_order_id)
         ), 0)
   WHERE id = coalesce(NEW.job_order_id, OLD.job_order_id);
  IF TG_OP = 'UPDATE' AND NEW.job_order_id <> OLD.job_order_id THEN
    UPDATE job_orders
       SET total_cost = coalesce((
             SELECT sum(round(quantity * unit_price, 2)) FROM job_order_items WHERE job_order_id = OLD.job_order_id
           ), 0)
     WHERE id = OLD.job_order_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_order_items_total
AFTER INSERT OR UPDATE OR DELETE ON job_order_items
FOR EACH ROW EXECUTE FUNCTION job_orders_recompute_total();
