-- Tenancy enforced by the database (ADR 029): the server's request queries run as pitstop_app,
-- a role without superuser or BYPASSRLS rights, and see only the rows of the shops named in the
-- transaction's `app.shop_ids` setting. Roles are cluster-wide, so creating it is idempotent.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'pitstop_app') THEN
    CREATE ROLE pitstop_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
END $$;
--> statement-breakpoint
-- The connection's user takes the role with SET ROLE; a superuser may already, anyone else
-- needs membership.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT pitstop_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO pitstop_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO pitstop_app;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO pitstop_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO pitstop_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO pitstop_app;
--> statement-breakpoint
-- The shops the current transaction may reach; none when the setting is missing or empty.
CREATE OR REPLACE FUNCTION app_scope_shop_ids() RETURNS uuid[]
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_to_array(nullif(current_setting('app.shop_ids', true), ''), ','), '{}')::uuid[] $$;
--> statement-breakpoint
-- The signed-in user of the current transaction (their own profile row is theirs before they
-- belong to a shop).
CREATE OR REPLACE FUNCTION app_scope_user_id() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
-- Every table with a shop_id column is a tenant table: forced row-level security with one
-- policy for the request role. A new tenant table needs the same (row-level-security.test.ts
-- reads the catalog and fails until it has it).
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
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant.table_name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tenant.table_name);
    EXECUTE format(
      'CREATE POLICY shop_scope ON %I TO pitstop_app USING (shop_id = ANY (app_scope_shop_ids())) WITH CHECK (shop_id = ANY (app_scope_shop_ids()))',
      tenant.table_name
    );
  END LOOP;
END $$;
--> statement-breakpoint
-- The tenant itself, keyed by id.
ALTER TABLE shops ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE shops FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY shop_scope ON shops TO pitstop_app
  USING (id = ANY (app_scope_shop_ids())) WITH CHECK (id = ANY (app_scope_shop_ids()));
--> statement-breakpoint
-- A profile belongs to its shop; a user also reaches their own, which has no shop until they
-- create or join one (they may not move it into a shop outside the scope).
ALTER TABLE profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE profiles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY shop_scope ON profiles TO pitstop_app
  USING (shop_id = ANY (app_scope_shop_ids()) OR id = app_scope_user_id())
  WITH CHECK (shop_id = ANY (app_scope_shop_ids()) OR (id = app_scope_user_id() AND shop_id IS NULL));
--> statement-breakpoint
-- A job of a shop belongs to it; a job of no shop (account mails) may be queued by any request.
ALTER TABLE jobs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE jobs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY shop_scope ON jobs TO pitstop_app
  USING (shop_id IS NULL OR shop_id = ANY (app_scope_shop_ids()))
  WITH CHECK (shop_id IS NULL OR shop_id = ANY (app_scope_shop_ids()));
