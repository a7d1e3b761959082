-- Customers' answers given before answers had a read state were shown as read: they stay read.
UPDATE "job_order_estimates" SET "answer_read_at" = "answered_at"
WHERE "answered_at" IS NOT NULL AND "answered_via" IN ('link', 'portal');
