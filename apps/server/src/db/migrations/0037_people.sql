-- People (issue 24, ADR 044): employee records, certifications, schedule exceptions, attendance,
-- timesheet approvals, time-off requests and the shop's pay settings.
CREATE TABLE "attendance_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_breaks_range_check" CHECK ("attendance_breaks"."ended_at" is null or "attendance_breaks"."ended_at" >= "attendance_breaks"."started_at")
);
--> statement-breakpoint
CREATE TABLE "attendance_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"clocked_in_at" timestamp with time zone NOT NULL,
	"clocked_out_at" timestamp with time zone,
	"auto_closed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_entries_shop_id_id_key" UNIQUE("shop_id","id"),
	CONSTRAINT "attendance_entries_range_check" CHECK ("attendance_entries"."clocked_out_at" is null or "attendance_entries"."clocked_out_at" >= "attendance_entries"."clocked_in_at")
);
--> statement-breakpoint
CREATE TABLE "employee_certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"name" text NOT NULL,
	"expires_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"user_id" uuid,
	"invitation_id" uuid,
	"hire_date" date,
	"calendar_color" text,
	"pay_type" text,
	"pay_rate" numeric(12, 2),
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"deactivated_at" timestamp with time zone,
	"deactivated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_shop_id_id_key" UNIQUE("shop_id","id"),
	CONSTRAINT "employees_pay_type_check" CHECK ("employees"."pay_type" is null or "employees"."pay_type" in ('hourly', 'flat_rate', 'salary')),
	CONSTRAINT "employees_pay_check" CHECK (("employees"."pay_type" is null) = ("employees"."pay_rate" is null) and ("employees"."pay_rate" is null or "employees"."pay_rate" >= 0))
);
--> statement-breakpoint
CREATE TABLE "schedule_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"on_date" date NOT NULL,
	"hours" jsonb NOT NULL,
	"note" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_approvals_range_check" CHECK ("timesheet_approvals"."period_end" >= "timesheet_approvals"."period_start")
);
--> statement-breakpoint
ALTER TABLE "time_off" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "time_off" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "time_off" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "time_off" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "pay_period" text DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "pay_period_anchor" date DEFAULT '2024-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "overtime_weekly_hours" numeric(5, 2) DEFAULT '40' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "overtime_multiplier" numeric(4, 2) DEFAULT '1.5' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "comeback_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_breaks" ADD CONSTRAINT "attendance_breaks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_breaks" ADD CONSTRAINT "attendance_breaks_entry_fk" FOREIGN KEY ("shop_id","entry_id") REFERENCES "public"."attendance_entries"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD CONSTRAINT "attendance_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD CONSTRAINT "attendance_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_certifications" ADD CONSTRAINT "employee_certifications_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_certifications" ADD CONSTRAINT "employee_certifications_employee_fk" FOREIGN KEY ("shop_id","employee_id") REFERENCES "public"."employees"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_deactivated_by_users_id_fk" FOREIGN KEY ("deactivated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ADD CONSTRAINT "schedule_exceptions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_breaks_entry_idx" ON "attendance_breaks" USING btree ("entry_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_breaks_open_key" ON "attendance_breaks" USING btree ("entry_id") WHERE "attendance_breaks"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_entries_open_key" ON "attendance_entries" USING btree ("user_id") WHERE "attendance_entries"."clocked_out_at" is null;--> statement-breakpoint
CREATE INDEX "attendance_entries_shop_in_idx" ON "attendance_entries" USING btree ("shop_id","clocked_in_at");--> statement-breakpoint
CREATE INDEX "attendance_entries_user_in_idx" ON "attendance_entries" USING btree ("user_id","clocked_in_at");--> statement-breakpoint
CREATE INDEX "employee_certifications_employee_idx" ON "employee_certifications" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_certifications_expiry_idx" ON "employee_certifications" USING btree ("shop_id","expires_on");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_key" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_invitation_key" ON "employees" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "employees_shop_idx" ON "employees" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_exceptions_day_key" ON "schedule_exceptions" USING btree ("shop_id","user_id","on_date");--> statement-breakpoint
CREATE INDEX "schedule_exceptions_shop_day_idx" ON "schedule_exceptions" USING btree ("shop_id","on_date");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_approvals_period_key" ON "timesheet_approvals" USING btree ("shop_id","user_id","period_start");--> statement-breakpoint
CREATE INDEX "timesheet_approvals_shop_period_idx" ON "timesheet_approvals" USING btree ("shop_id","period_start");--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_status_check" CHECK ("time_off"."status" in ('pending', 'approved', 'declined'));;--> statement-breakpoint
-- Everyone already on a shop's staff, and every invitation still open, gets their employee record.
INSERT INTO "employees" ("shop_id", "user_id", "created_at")
  SELECT "shop_id", "id", "created_at" FROM "profiles"
  WHERE "user_type" = 'staff' AND "shop_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "employees" ("shop_id", "invitation_id", "created_at")
  SELECT "shop_id", "id", "created_at" FROM "invitations" WHERE "accepted_at" IS NULL;;--> statement-breakpoint
ALTER TABLE "employees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employees" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY shop_scope ON "employees" TO pitstop_app
  USING (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[])) WITH CHECK (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[]));--> statement-breakpoint
ALTER TABLE "employee_certifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employee_certifications" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY shop_scope ON "employee_certifications" TO pitstop_app
  USING (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[])) WITH CHECK (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[]));--> statement-breakpoint
ALTER TABLE "schedule_exceptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schedule_exceptions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY shop_scope ON "schedule_exceptions" TO pitstop_app
  USING (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[])) WITH CHECK (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[]));--> statement-breakpoint
ALTER TABLE "attendance_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "attendance_entries" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY shop_scope ON "attendance_entries" TO pitstop_app
  USING (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[])) WITH CHECK (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[]));--> statement-breakpoint
ALTER TABLE "attendance_breaks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "attendance_breaks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY shop_scope ON "attendance_breaks" TO pitstop_app
  USING (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[])) WITH CHECK (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[]));--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY shop_scope ON "timesheet_approvals" TO pitstop_app
  USING (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[])) WITH CHECK (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[]));--> statement-breakpoint
-- Every staff member of a shop has an employee record however the profile is written (onboarding,
-- an accepted invitation, the demo seed, tests, the bench): an invited record of that shop for the
-- person's e-mail is claimed, otherwise one is made. Definer rights: it writes only NEW.shop_id's row.
CREATE FUNCTION profiles_employee_record() RETURNS trigger AS $$
BEGIN
  IF NEW.user_type <> 'staff' OR NEW.shop_id IS NULL
     OR EXISTS (SELECT 1 FROM employees WHERE user_id = NEW.id) THEN
    RETURN NULL;
  END IF;
  UPDATE employees e SET user_id = NEW.id, updated_at = now()
    WHERE e.id = (
      SELECT e2.id FROM employees e2
        JOIN invitations i ON i.id = e2.invitation_id
        JOIN users u ON u.id = NEW.id
      WHERE e2.shop_id = NEW.shop_id AND e2.user_id IS NULL AND lower(i.email) = lower(u.email)
      ORDER BY e2.created_at DESC LIMIT 1);
  IF NOT FOUND THEN
    INSERT INTO employees (shop_id, user_id) VALUES (NEW.shop_id, NEW.id);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql SECURITY DEFINER SET search_path = public;--> statement-breakpoint
CREATE TRIGGER profiles_employee_record AFTER INSERT OR UPDATE OF shop_id, user_type ON "profiles"
FOR EACH ROW EXECUTE FUNCTION profiles_employee_record();
