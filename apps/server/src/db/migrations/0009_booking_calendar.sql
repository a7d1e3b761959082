-- btree_gist lets one exclusion constraint compare the mechanic (=) and the time range (&&).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "history_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"reason" text,
	"details" jsonb,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"shop_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"completed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "link_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "shop_sequences" (
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"last_value" bigint NOT NULL,
	CONSTRAINT "shop_sequences_shop_id_name_pk" PRIMARY KEY("shop_id","name")
);
--> statement-breakpoint
CREATE TABLE "appointment_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_services_duration_check" CHECK ("appointment_services"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_closures_range_check" CHECK ("shop_closures"."ends_on" >= "shop_closures"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"mechanic_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_range_check" CHECK ("time_off"."ends_at" > "time_off"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "weekly_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"mechanic_id" uuid,
	"hours" jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "online_booking_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "online_booking_auto_confirm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "booking_buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "booking_notice_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "booking_horizon_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "booking_cutoff_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "booking_slot_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "number" integer;--> statement-breakpoint
-- Existing appointments: blocked until their end, numbered per shop in booking order.
UPDATE "appointments" SET "blocked_until" = "ends_at", "number" = numbered.n
  FROM (SELECT id, row_number() OVER (PARTITION BY shop_id ORDER BY created_at, id) AS n FROM "appointments") AS numbered
 WHERE numbered.id = "appointments".id;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "blocked_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
INSERT INTO "shop_sequences" ("shop_id", "name", "last_value")
  SELECT shop_id, 'appointment', max(number) FROM "appointments" GROUP BY shop_id;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "overridden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_sequences" ADD CONSTRAINT "shop_sequences_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_appointment_fk" FOREIGN KEY ("shop_id","appointment_id") REFERENCES "public"."appointments"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_service_fk" FOREIGN KEY ("shop_id","service_id") REFERENCES "public"."services"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_closures" ADD CONSTRAINT "shop_closures_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_mechanic_id_users_id_fk" FOREIGN KEY ("mechanic_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_schedules" ADD CONSTRAINT "weekly_schedules_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_schedules" ADD CONSTRAINT "weekly_schedules_mechanic_id_users_id_fk" FOREIGN KEY ("mechanic_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_schedules" ADD CONSTRAINT "weekly_schedules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_entries_subject_idx" ON "history_entries" USING btree ("shop_id","subject_type","subject_id","occurred_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."completed_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "link_tokens_subject_idx" ON "link_tokens" USING btree ("shop_id","purpose","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_services_position_key" ON "appointment_services" USING btree ("appointment_id","position");--> statement-breakpoint
CREATE INDEX "appointment_services_service_idx" ON "appointment_services" USING btree ("shop_id","service_id");--> statement-breakpoint
CREATE INDEX "shop_closures_shop_idx" ON "shop_closures" USING btree ("shop_id","ends_on");--> statement-breakpoint
CREATE INDEX "time_off_shop_idx" ON "time_off" USING btree ("shop_id","ends_at");--> statement-breakpoint
CREATE INDEX "time_off_mechanic_idx" ON "time_off" USING btree ("shop_id","mechanic_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_schedules_shop_key" ON "weekly_schedules" USING btree ("shop_id") WHERE "weekly_schedules"."mechanic_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_schedules_mechanic_key" ON "weekly_schedules" USING btree ("shop_id","mechanic_id") WHERE "weekly_schedules"."mechanic_id" is not null;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_shop_number_key" ON "appointments" USING btree ("shop_id","number");--> statement-breakpoint
CREATE INDEX "appointments_shop_status_idx" ON "appointments" USING btree ("shop_id","status","starts_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_blocked_check" CHECK ("appointments"."blocked_until" >= "appointments"."ends_at");--> statement-breakpoint
-- Existing single-service appointments get their service line.
INSERT INTO "appointment_services" ("shop_id", "appointment_id", "service_id", "position", "name", "duration_minutes", "price")
  SELECT a.shop_id, a.id, s.id, 0, s.name, s.duration_minutes, s.price
    FROM "appointments" a JOIN "services" s ON s.shop_id = a.shop_id AND s.id = a.service_id;--> statement-breakpoint
-- A mechanic is never booked twice for overlapping time (buffer included): the database refuses
-- the second of two racing bookings (ADR 012). "Book anyway" rows are deliberate overlaps.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_mechanic_overlap" EXCLUDE USING gist (
  "mechanic_id" WITH =,
  tstzrange("starts_at", "blocked_until") WITH &&
) WHERE ("mechanic_id" IS NOT NULL AND NOT "overridden" AND "status" IN ('pending', 'confirmed', 'in_progress'));--> statement-breakpoint
-- Per-shop numbers people read (REQ001, later JO-, PO-, INV-): one counter row per shop and
-- name, taken in the caller's transaction, so a rolled-back insert leaves no gap (ADR 012).
CREATE FUNCTION next_shop_number(p_shop_id uuid, p_name text) RETURNS bigint AS $$
  INSERT INTO shop_sequences (shop_id, name, last_value) VALUES (p_shop_id, p_name, 1)
  ON CONFLICT (shop_id, name) DO UPDATE SET last_value = shop_sequences.last_value + 1
  RETURNING last_value;
$$ LANGUAGE sql;--> statement-breakpoint
-- Every appointment gets its number and blocked range however it is inserted (API, seed, bench).
CREATE FUNCTION appointments_fill_defaults() RETURNS trigger AS $$
BEGIN
  IF NEW.number IS NULL THEN
    NEW.number := next_shop_number(NEW.shop_id, 'appointment');
  END IF;
  IF NEW.blocked_until IS NULL THEN
    NEW.blocked_until := NEW.ends_at;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER appointments_fill_defaults BEFORE INSERT ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_fill_defaults();