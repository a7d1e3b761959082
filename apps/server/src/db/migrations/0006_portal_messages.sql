CREATE TABLE "portal_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "portal_invitations_shop_id_id_key" UNIQUE("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "communication_logs" DROP CONSTRAINT "communication_logs_type_check";--> statement-breakpoint
DROP INDEX "communication_logs_client_idx";--> statement-breakpoint
ALTER TABLE "communication_logs" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "communication_logs" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "portal_invitations" ADD CONSTRAINT "portal_invitations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invitations" ADD CONSTRAINT "portal_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invitations" ADD CONSTRAINT "portal_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invitations" ADD CONSTRAINT "portal_invitations_client_fk" FOREIGN KEY ("shop_id","client_id") REFERENCES "public"."clients"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_invitations_client_idx" ON "portal_invitations" USING btree ("shop_id","client_id");--> statement-breakpoint
CREATE INDEX "communication_logs_unread_inbound_idx" ON "communication_logs" USING btree ("shop_id","client_id") WHERE "communication_logs"."direction" = 'inbound' and "communication_logs"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "communication_logs_shop_idempotency_key" ON "communication_logs" USING btree ("shop_id","idempotency_key") WHERE "communication_logs"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "communication_logs_client_idx" ON "communication_logs" USING btree ("shop_id","client_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "communication_logs" ADD CONSTRAINT "communication_logs_type_check" CHECK ("communication_logs"."type" in ('email', 'phone', 'sms', 'whatsapp', 'note', 'message'));