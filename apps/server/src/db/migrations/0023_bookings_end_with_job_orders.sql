-- Bookings checked in before a job order's end moved its booking: end them as their job orders ended.
UPDATE "appointments" AS a
SET "status" = j."status",
  "cancel_reason" = CASE WHEN j."status" = 'cancelled' THEN j."cancel_reason" ELSE a."cancel_reason" END,
  "updated_at" = now()
FROM "job_orders" AS j
WHERE j."shop_id" = a."shop_id" AND j."appointment_id" = a."id"
  AND a."status" = 'in_progress' AND j."status" IN ('completed', 'cancelled');
