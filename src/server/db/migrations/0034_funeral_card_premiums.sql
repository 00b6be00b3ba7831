CREATE TABLE "funeral_premium_cards" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"authorization_code" text NOT NULL,
	"email" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" text NOT NULL,
	"exp_year" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funeral_premium_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"premium_index" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"charge_amount" bigint NOT NULL,
	"charge_currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "funeral_premium_checkouts_status_known" CHECK ("funeral_premium_checkouts"."status" in ('open', 'completed', 'cancelled')),
	CONSTRAINT "funeral_premium_checkouts_currency_known" CHECK ("funeral_premium_checkouts"."charge_currency" in ('NGN', 'USD', 'GBP', 'EUR', 'CAD')),
	CONSTRAINT "funeral_premium_checkouts_amount_positive" CHECK ("funeral_premium_checkouts"."charge_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "funeral_ledger_entries" ADD COLUMN "charge_amount" bigint;--> statement-breakpoint
ALTER TABLE "funeral_ledger_entries" ADD COLUMN "charge_currency" text;--> statement-breakpoint
ALTER TABLE "funeral_premium_cards" ADD CONSTRAINT "funeral_premium_cards_application_id_funeral_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."funeral_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funeral_premium_checkouts" ADD CONSTRAINT "funeral_premium_checkouts_application_id_funeral_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."funeral_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funeral_premium_checkouts_application_idx" ON "funeral_premium_checkouts" USING btree ("application_id");