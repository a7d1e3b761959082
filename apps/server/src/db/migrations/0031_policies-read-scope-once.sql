-- The policies read the scope once per statement, not once per row (ADR 034): inlined,
-- `app_scope_shop_ids()` became `string_to_array(current_setting(…))::uuid[]`, parsed again for
-- every row wherever the policy ran as a filter (joins, aggregates over a shop's job orders).
-- Wrapped in a scalar subquery it is an InitPlan, evaluated once; the rows it admits are the same.
DO $$
DECLARE
  tenant record;
BEGIN
  FOR tenant IN
    SELECT c.table_name
    FROM information_schema.columns c
    JOIN information_schema.tables t
      ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'shop_id' AND t.table_type = 'BASE TABLE'
      AND c.table_name NOT IN ('profiles', 'jobs')
  LOOP
    EXECUTE format(
      'ALTER POLICY shop_scope ON %I USING (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[])) WITH CHECK (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[]))',
      tenant.table_name
    );
  END LOOP;
END $$;
--> statement-breakpoint
ALTER POLICY shop_scope ON shops
  USING (id = ANY ((SELECT app_scope_shop_ids())::uuid[])) WITH CHECK (id = ANY ((SELECT app_scope_shop_ids())::uuid[]));
--> statement-breakpoint
ALTER POLICY shop_scope ON profiles
  USING (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[]) OR id = (SELECT app_scope_user_id()))
  WITH CHECK (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[]) OR (id = (SELECT app_scope_user_id()) AND shop_id IS NULL));
--> statement-breakpoint
ALTER POLICY shop_scope ON jobs
  USING (shop_id IS NULL OR shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[]))
  WITH CHECK (shop_id IS NULL OR shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[]));
