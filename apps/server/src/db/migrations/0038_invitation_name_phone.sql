-- Employees (issue 24, ADR 044): an invitation carries the invited person's name and phone, which
-- the Employee List shows while they are invited and their profile takes on acceptance if empty.
ALTER TABLE "invitations" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "phone" text;
