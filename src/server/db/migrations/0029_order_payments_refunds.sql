CREATE TABLE "order_payments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"checkout_id" uuid,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_payments_method_known" CHECK ("order_payments"."method" in ('bank_transfer', 'card')),
	CONSTRAINT "order_payments_currency_known" CHECK ("order_payments"."currency" in ('NGN', 'USD', 'GBP', 'EUR', 'CAD')),
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"person_name" text,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"due_by" date,
	"paid_out_reference" text,
	"paid_out_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_refunds_status_known" CHECK ("order_refunds"."status" in ('pending', 'processed', 'failed', 'due', 'paid_out')),
	CONSTRAINT "order_refunds_method_known" CHECK ("order_refunds"."method" in ('bank_transfer', 'card')),
	CONSTRAINT "order_refunds_currency_known" CHECK ("order_refunds"."currency" in ('NGN', 'USD', 'GBP', 'EUR', 'CAD')),
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_checkout_id_payment_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."payment_checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_beneficiary_id_idx" ON "order_refunds" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_id_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_status_created_at_idx" ON "order_refunds" USING btree ("status","created_at");--> statement-breakpoint
-- Orders paid before receipts (docs/decisions/051): a card payment took its completed checkout's charge; a transfer
-- marked paid took the naira total (the default account currency). Paid at: the history's move to 'paid'.
INSERT INTO "order_payments" ("order_id", "method", "amount", "currency", "checkout_id", "paid_at")
SELECT o."id",
  CASE WHEN c."id" IS NULL THEN 'bank_transfer' ELSE 'card' END,
  coalesce(c."charge_amount", o."total_ngn"),
  coalesce(c."charge_currency", 'NGN'),
  c."id",
  coalesce(
    (SELECT min(s."created_at") FROM "order_status_changes" s WHERE s."order_id" = o."id" AND s."to_status" = 'paid'),
    o."updated_at"
  )
FROM "orders" o
LEFT JOIN LATERAL (
  SELECT pc."id", pc."charge_amount", pc."charge_currency" FROM "payment_checkouts" pc
  WHERE pc."order_id" = o."id" AND pc."status" = 'completed'
  ORDER BY pc."completed_at" LIMIT 1
) c ON true
WHERE o."status" IN ('paid', 'active', 'expired') AND o."total_ngn" > 0;
