-- What each checkout charges is written when it is made (docs/decisions/047). Checkouts made before this charged
-- the order's catalogue total in their provider's currency: the test checkout dollars, Paystack naira.
ALTER TABLE "payment_checkouts" ADD COLUMN "charge_amount" bigint;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "charge_currency" text;--> statement-breakpoint
UPDATE "payment_checkouts" AS c SET
  "charge_currency" = CASE WHEN c."provider" = 'paystack' THEN 'NGN' ELSE 'USD' END,
  "charge_amount" = CASE WHEN c."provider" = 'paystack' THEN o."total_ngn" ELSE o."total_usd" END
FROM "orders" AS o WHERE o."id" = c."order_id";--> statement-breakpoint
ALTER TABLE "payment_checkouts" ALTER COLUMN "charge_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ALTER COLUMN "charge_currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_charge_currency_known" CHECK ("payment_checkouts"."charge_currency" in ('NGN', 'USD', 'GBP', 'EUR', 'CAD'));--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_charge_amount_positive" CHECK ("payment_checkouts"."charge_amount" > 0);
