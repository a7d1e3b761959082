-- Written by hand (issue 24 follow-up, ADR 045 amended): a time-off decision reaches the
-- requester's Notifications unread, and is read once they open it. Decisions made before this
-- column existed were already shown as read, so they stay read.
ALTER TABLE "time_off" ADD COLUMN "decision_read_at" timestamp with time zone;--> statement-breakpoint
UPDATE "time_off" SET "decision_read_at" = "decided_at" WHERE "status" <> 'pending';
