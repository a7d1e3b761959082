ALTER TABLE "clients" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "communication_logs" ADD COLUMN "idempotency_fingerprint" text;