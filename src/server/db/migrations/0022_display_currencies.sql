CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"ngn_per_unit" numeric(15, 6) NOT NULL,
	"applies_from" timestamp with time zone NOT NULL,
	"entered_by" text,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_known" CHECK ("exchange_rates"."currency" in ('GBP', 'EUR', 'CAD')),
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."ngn_per_unit" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_ngn_per_unit" numeric(15, 6);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_total" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "exchange_rates_currency_applies_from_idx" ON "exchange_rates" USING btree ("currency","applies_from" DESC NULLS LAST,"created_at" DESC NULLS LAST);