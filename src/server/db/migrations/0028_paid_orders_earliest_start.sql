-- Cover now starts the day after the order becomes active (docs/decisions/048). A paid order not yet active had its
-- start moved to the day after its payment; that start is not settled, so it goes back to the order's earliest start:
-- the day after the order (UTC), or for a renewal the day after the renewed cover ends if that is later (decision
-- 039; GREATEST skips the NULL of an order that renews nothing). Activation sets the real one. The end follows the
-- start as coverageEnd says (a 29 February start ends on 28 February; PostgreSQL's + 1 year already lands there).
UPDATE "orders" AS o SET "coverage_start_date" = GREATEST(
  (o."created_at" AT TIME ZONE 'UTC')::date + 1,
  (SELECT r."coverage_end_date" + 1 FROM "orders" AS r WHERE r."id" = o."renews_order_id")
)
WHERE o."status" = 'paid';--> statement-breakpoint
UPDATE "orders" SET "coverage_end_date" = CASE
  WHEN extract(month FROM "coverage_start_date") = 2 AND extract(day FROM "coverage_start_date") = 29
    THEN ("coverage_start_date" + interval '1 year')::date
  ELSE ("coverage_start_date" + interval '1 year' - interval '1 day')::date
END
WHERE "status" = 'paid';
