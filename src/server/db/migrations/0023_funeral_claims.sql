CREATE TABLE "funeral_claim_documents" (
	"claim_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funeral_claim_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funeral_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"application_id" uuid NOT NULL,
	"person_key" text NOT NULL,
	"person_first_name" text,
	"person_last_name" text,
	"date_of_death" date NOT NULL,
	"cause" text NOT NULL,
	"amount_usd" bigint NOT NULL,
	"amount_ngn" bigint NOT NULL,
	"bank_name" text,
	"account_number" text,
	"account_name" text,
	"submitted_by" text NOT NULL,
	"beneficiary_email" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"rejection_reason" text,
	"idempotency_key" text NOT NULL,
	"personal_data_removed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funeral_claims_status_known" CHECK ("funeral_claims"."status" in ('submitted', 'documents_checked', 'approved', 'paid', 'rejected')),
	CONSTRAINT "funeral_claims_cause_known" CHECK ("funeral_claims"."cause" in ('natural', 'accidental')),
	CONSTRAINT "funeral_claims_submitted_by_known" CHECK ("funeral_claims"."submitted_by" in ('holder', 'beneficiary'))
);
--> statement-breakpoint
ALTER TABLE "funeral_claim_documents" ADD CONSTRAINT "funeral_claim_documents_claim_id_funeral_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."funeral_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funeral_claim_links" ADD CONSTRAINT "funeral_claim_links_application_id_funeral_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."funeral_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funeral_claim_links" ADD CONSTRAINT "funeral_claim_links_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funeral_claims" ADD CONSTRAINT "funeral_claims_application_id_funeral_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."funeral_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "funeral_claim_links_token_hash_idx" ON "funeral_claim_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "funeral_claim_links_application_id_idx" ON "funeral_claim_links" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "funeral_claim_links_user_id_idx" ON "funeral_claim_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funeral_claims_reference_idx" ON "funeral_claims" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "funeral_claims_application_id_idempotency_key_idx" ON "funeral_claims" USING btree ("application_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "funeral_claims_open_person_idx" ON "funeral_claims" USING btree ("application_id","person_key") WHERE "funeral_claims"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "funeral_claims_status_created_at_idx" ON "funeral_claims" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "funeral_claims_created_at_idx" ON "funeral_claims" USING btree ("created_at","id");