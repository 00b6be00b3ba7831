CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"format" text NOT NULL,
	"file_name" text,
	"file_digest" text NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"credits" integer NOT NULL,
	"debits" integer NOT NULL,
	"skipped" integer NOT NULL,
	"imported_by" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_format_known" CHECK ("bank_statements"."format" in ('csv', 'camt053'))
);
--> statement-breakpoint
CREATE TABLE "statement_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"bank_line_id" text,
	"booking_date" date NOT NULL,
	"value_date" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"narration" text NOT NULL,
	"payer_name" text,
	"account" text NOT NULL,
	"source_line" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"item_kind" text,
	"item_id" uuid,
	"item_reference" text,
	"dismiss_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_credits_state_known" CHECK ("statement_credits"."state" in ('open', 'confirmed', 'dismissed')),
	CONSTRAINT "statement_credits_amount_positive" CHECK ("statement_credits"."amount_minor" > 0),
	CONSTRAINT "statement_credits_decided" CHECK (("statement_credits"."state" = 'open') = ("statement_credits"."decided_by" is null) and ("statement_credits"."state" <> 'confirmed' or "statement_credits"."item_id" is not null) and ("statement_credits"."state" <> 'dismissed' or "statement_credits"."dismiss_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "statement_credits" ADD CONSTRAINT "statement_credits_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_file_digest_idx" ON "bank_statements" USING btree ("file_digest");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_credits_fingerprint_idx" ON "statement_credits" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "statement_credits_open_idx" ON "statement_credits" USING btree ("booking_date","id") WHERE "statement_credits"."state" = 'open';