-- The calendar asks for every appointment overlapping a day, week or month. A btree on
-- (shop_id, starts_at) bounds only one side of that (anything starting before the range's end),
-- so a shop with years of history was read whole; this GiST index answers the overlap itself.
CREATE INDEX "appointments_shop_time_idx" ON "appointments" USING gist ("shop_id", tstzrange("starts_at", "ends_at"));
