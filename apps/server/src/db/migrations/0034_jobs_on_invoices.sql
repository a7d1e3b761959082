-- The jobs an invoice bills, copied from its job order (issue 23, ADR 040); invoices made before
-- jobs existed keep their lines without a job.
CREATE TABLE "invoice_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"complaint" text,
	"cause" text,
	"correction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_jobs_shop_invoice_id_key" UNIQUE("shop_id","invoice_id","id")
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "invoice_job_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_jobs" ADD CONSTRAINT "invoice_jobs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_jobs" ADD CONSTRAINT "invoice_jobs_invoice_fk" FOREIGN KEY ("shop_id","invoice_id") REFERENCES "public"."invoices"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_jobs_invoice_idx" ON "invoice_jobs" USING btree ("invoice_id","position");--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_job_fk" FOREIGN KEY ("shop_id","invoice_id","invoice_job_id") REFERENCES "public"."invoice_jobs"("shop_id","invoice_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_jobs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY shop_scope ON "invoice_jobs" TO pitstop_app
  USING (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[])) WITH CHECK (shop_id = ANY ((SELECT app_scope_shop_ids())::uuid[]));