ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coverage_end_date" date;--> statement-breakpoint
-- Existing orders get the end that domain/orders/coverage.ts coverageEnd gives: 12 months after the start, less
-- one day; a 29 February start ends on 28 February (PostgreSQL's + 1 year already lands there).
UPDATE "orders" SET "coverage_end_date" = CASE
  WHEN extract(month FROM "coverage_start_date") = 2 AND extract(day FROM "coverage_start_date") = 29
    THEN ("coverage_start_date" + interval '1 year')::date
  ELSE ("coverage_start_date" + interval '1 year' - interval '1 day')::date
END;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "coverage_end_date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_status_coverage_end_date_idx" ON "orders" USING btree ("status","coverage_end_date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('pending', 'paid', 'active', 'expired', 'cancelled'));
