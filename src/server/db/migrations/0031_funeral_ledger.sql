CREATE TABLE "funeral_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"premium_index" integer,
	"method" text NOT NULL,
	"amount_usd" bigint NOT NULL,
	"amount_ngn" bigint NOT NULL,
	"reference" text NOT NULL,
	"paid_on" date NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funeral_ledger_kind_check" CHECK ("funeral_ledger_entries"."kind" in ('premium', 'payout')),
	CONSTRAINT "funeral_ledger_method_check" CHECK ("funeral_ledger_entries"."method" in ('transfer', 'card')),
	CONSTRAINT "funeral_ledger_premium_index_check" CHECK (("funeral_ledger_entries"."kind" = 'premium') = ("funeral_ledger_entries"."premium_index" is not null and "funeral_ledger_entries"."premium_index" >= 0)),
	CONSTRAINT "funeral_ledger_amounts_check" CHECK ("funeral_ledger_entries"."amount_usd" >= 0 and "funeral_ledger_entries"."amount_ngn" > 0)
);
--> statement-breakpoint
ALTER TABLE "funeral_ledger_entries" ADD CONSTRAINT "funeral_ledger_entries_application_id_funeral_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."funeral_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funeral_ledger_entries" ADD CONSTRAINT "funeral_ledger_entries_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "funeral_ledger_premium_unique" ON "funeral_ledger_entries" USING btree ("application_id","premium_index") WHERE "funeral_ledger_entries"."kind" = 'premium';--> statement-breakpoint
CREATE UNIQUE INDEX "funeral_ledger_reference_unique" ON "funeral_ledger_entries" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "funeral_ledger_application_idx" ON "funeral_ledger_entries" USING btree ("application_id","created_at");--> statement-breakpoint
-- The plans that name other relatives are priced per person named (docs/decisions/054): applications made before
-- kept the price of one person, whoever they named.
UPDATE "funeral_applications" AS a
SET "monthly_price_usd" = a."monthly_price_usd" * n.people, "monthly_price_ngn" = a."monthly_price_ngn" * n.people
FROM (
  SELECT f."id", (SELECT count(*) FROM jsonb_array_elements(f."covered_people") AS p WHERE p->>'role' = 'other') AS people
  FROM "funeral_applications" AS f
  WHERE f."plan_type" IN ('additional_family', 'additional_life')
) AS n
WHERE a."id" = n."id" AND n.people > 1;
