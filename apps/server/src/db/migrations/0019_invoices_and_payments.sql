CREATE TABLE "credit_note_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"credit_note_id" uuid NOT NULL,
	"invoice_line_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"tax_rate" numeric(6, 3),
	"net" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" text NOT NULL,
	"reason" text NOT NULL,
	"net" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"refunded" numeric(12, 2) DEFAULT '0' NOT NULL,
	"issued_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_shop_id_id_key" UNIQUE("shop_id","id"),
	CONSTRAINT "credit_notes_total_check" CHECK ("credit_notes"."total" > 0),
	CONSTRAINT "credit_notes_refunded_check" CHECK ("credit_notes"."refunded" >= 0 and "credit_notes"."refunded" <= "credit_notes"."total")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"service_id" uuid,
	"description" text NOT NULL,
	"pricing" text,
	"part_number" text,
	"inventory_item_id" uuid,
	"job_order_item_id" uuid,
	"quantity" numeric(10, 2) DEFAULT '1' NOT NULL,
	"unit_price" numeric(10, 2),
	"percent" numeric(5, 2),
	"tax_rate" numeric(6, 3),
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"net" numeric(12, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(12, 2) DEFAULT '0' NOT NULL,
	"credited_quantity" numeric(10, 2) DEFAULT '0' NOT NULL,
	"credited_net" numeric(12, 2) DEFAULT '0' NOT NULL,
	"credited_tax" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_lines_shop_id_id_key" UNIQUE("shop_id","id"),
	CONSTRAINT "invoice_lines_kind_check" CHECK ("invoice_lines"."kind" in ('labor', 'part', 'fee', 'discount')),
	CONSTRAINT "invoice_lines_price_check" CHECK (("invoice_lines"."kind" = 'discount' and "invoice_lines"."percent" is not null and "invoice_lines"."unit_price" is null) or ("invoice_lines"."unit_price" is not null and "invoice_lines"."percent" is null)),
	CONSTRAINT "invoice_lines_quantity_check" CHECK ("invoice_lines"."quantity" > 0),
	CONSTRAINT "invoice_lines_unit_price_check" CHECK ("invoice_lines"."unit_price" >= 0),
	CONSTRAINT "invoice_lines_credited_check" CHECK ("invoice_lines"."credited_quantity" >= 0 and "invoice_lines"."credited_quantity" <= "invoice_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"number" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"job_order_id" uuid,
	"client_id" uuid,
	"vehicle_id" uuid,
	"mileage" integer,
	"bill_to_name" text NOT NULL,
	"bill_to_email" text,
	"bill_to_phone" text,
	"bill_to_address" text,
	"vehicle_description" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"tax_label" text DEFAULT 'Sales tax' NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"subtotal" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"net" numeric(12, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"credited" numeric(12, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(12, 2) DEFAULT '0' NOT NULL,
	"balance" numeric(12, 2) GENERATED ALWAYS AS (total - credited - paid) STORED NOT NULL,
	"issued_on" date,
	"due_on" date,
	"issued_at" timestamp with time zone,
	"issued_by" uuid,
	"notes" text,
	"terms" text,
	"void_reason" text,
	"reminded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_shop_id_id_key" UNIQUE("shop_id","id"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'issued', 'partially_paid', 'paid', 'void', 'credited')),
	CONSTRAINT "invoices_number_check" CHECK (("invoices"."number" is null) = ("invoices"."status" in ('draft', 'void'))),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total" >= 0 and "invoices"."credited" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"credit_note_id" uuid,
	"method" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('cash', 'card', 'bank_transfer', 'check', 'other')),
	CONSTRAINT "payments_amount_check" CHECK (("payments"."credit_note_id" is null and "payments"."amount" > 0) or ("payments"."credit_note_id" is not null and "payments"."amount" < 0))
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "tax_label" text DEFAULT 'Sales tax' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "default_tax_rate" numeric(6, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "labor_tax_treatment" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "labor_tax_rate" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "parts_tax_treatment" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "parts_tax_rate" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "fees_tax_treatment" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "fees_tax_rate" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "supplies_fee_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "supplies_fee_cap" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "invoice_terms" text;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_fk" FOREIGN KEY ("shop_id","credit_note_id") REFERENCES "public"."credit_notes"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_invoice_line_fk" FOREIGN KEY ("shop_id","invoice_line_id") REFERENCES "public"."invoice_lines"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_fk" FOREIGN KEY ("shop_id","invoice_id") REFERENCES "public"."invoices"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_fk" FOREIGN KEY ("shop_id","invoice_id") REFERENCES "public"."invoices"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_job_order_item_fk" FOREIGN KEY ("shop_id","job_order_item_id") REFERENCES "public"."job_order_items"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_order_fk" FOREIGN KEY ("shop_id","job_order_id") REFERENCES "public"."job_orders"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_fk" FOREIGN KEY ("shop_id","client_id") REFERENCES "public"."clients"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_vehicle_fk" FOREIGN KEY ("shop_id","vehicle_id") REFERENCES "public"."vehicles"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_fk" FOREIGN KEY ("shop_id","invoice_id") REFERENCES "public"."invoices"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_credit_note_fk" FOREIGN KEY ("shop_id","credit_note_id") REFERENCES "public"."credit_notes"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_lines_credit_note_idx" ON "credit_note_lines" USING btree ("credit_note_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_shop_number_key" ON "credit_notes" USING btree ("shop_id","number");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_shop_number_key" ON "invoices" USING btree ("shop_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_job_order_key" ON "invoices" USING btree ("shop_id","job_order_id") WHERE "invoices"."job_order_id" is not null and "invoices"."status" <> 'void';--> statement-breakpoint
CREATE INDEX "invoices_shop_created_idx" ON "invoices" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_shop_status_idx" ON "invoices" USING btree ("shop_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("shop_id","client_id","issued_on");--> statement-breakpoint
CREATE INDEX "invoices_receivables_idx" ON "invoices" USING btree ("shop_id","issued_on","id") WHERE "invoices"."status" in ('issued', 'partially_paid');--> statement-breakpoint
CREATE INDEX "invoices_bill_to_name_trgm_idx" ON "invoices" USING gin (lower("bill_to_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_shop_paid_on_idx" ON "payments" USING btree ("shop_id","paid_on");