CREATE TABLE "inspection_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"inspection_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"section" text NOT NULL,
	"item_key" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text,
	"condition" text,
	"measurement" numeric(8, 2),
	"text_answer" text,
	"notes" text,
	"job_order_item_id" uuid,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	CONSTRAINT "inspection_items_shop_id_id_key" UNIQUE("shop_id","id"),
	CONSTRAINT "inspection_items_inspection_key" UNIQUE("inspection_id","item_key"),
	CONSTRAINT "inspection_items_kind_check" CHECK ("inspection_items"."kind" in ('condition', 'measurement', 'text')),
	CONSTRAINT "inspection_items_condition_check" CHECK ("inspection_items"."condition" in ('good', 'soon', 'now')),
	CONSTRAINT "inspection_items_measurement_check" CHECK ("inspection_items"."measurement" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inspection_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"inspection_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"display_key" text NOT NULL,
	"display_type" text NOT NULL,
	"display_bytes" integer NOT NULL,
	"thumbnail_key" text NOT NULL,
	"thumbnail_type" text NOT NULL,
	"thumbnail_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sections" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_templates_shop_id_id_key" UNIQUE("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"job_order_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"template_id" uuid,
	"name" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_by" uuid,
	"completed_at" timestamp with time zone,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_shop_id_id_key" UNIQUE("shop_id","id"),
	CONSTRAINT "inspections_status_check" CHECK ("inspections"."status" in ('in_progress', 'completed')),
	CONSTRAINT "inspections_completed_check" CHECK (("inspections"."status" = 'completed') = ("inspections"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_inspection_fk" FOREIGN KEY ("shop_id","inspection_id") REFERENCES "public"."inspections"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_item_fk" FOREIGN KEY ("shop_id","item_id") REFERENCES "public"."inspection_items"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_inspection_fk" FOREIGN KEY ("shop_id","inspection_id") REFERENCES "public"."inspections"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_templates" ADD CONSTRAINT "inspection_templates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_job_order_fk" FOREIGN KEY ("shop_id","job_order_id") REFERENCES "public"."job_orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_vehicle_fk" FOREIGN KEY ("shop_id","vehicle_id") REFERENCES "public"."vehicles"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_template_fk" FOREIGN KEY ("shop_id","template_id") REFERENCES "public"."inspection_templates"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_items_inspection_idx" ON "inspection_items" USING btree ("inspection_id","position");--> statement-breakpoint
CREATE INDEX "inspection_photos_inspection_idx" ON "inspection_photos" USING btree ("inspection_id","item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_templates_name_key" ON "inspection_templates" USING btree ("shop_id",lower("name")) WHERE "inspection_templates"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_templates_default_key" ON "inspection_templates" USING btree ("shop_id") WHERE "inspection_templates"."is_default" and "inspection_templates"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "inspections_job_order_idx" ON "inspections" USING btree ("shop_id","job_order_id","started_at");--> statement-breakpoint
CREATE INDEX "inspections_vehicle_idx" ON "inspections" USING btree ("shop_id","vehicle_id","completed_at");--> statement-breakpoint
-- Removing the estimate line made from an item clears only the item's link to it (the shop id stays).
ALTER TABLE "inspection_items" ADD CONSTRAINT "inspection_items_job_order_item_fk" FOREIGN KEY ("shop_id","job_order_item_id") REFERENCES "public"."job_order_items"("shop_id","id") ON DELETE SET NULL ("job_order_item_id");
