CREATE TABLE "beneficiary_invitations" (
	"beneficiary_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"token_hash" text,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"details_confirmed_at" timestamp with time zone,
	"consent_decision" text,
	"consent_version" text,
	"consent_decided_at" timestamp with time zone,
	"hospital_id" text,
	"hospital_name" text,
	"hospital_chosen_at" timestamp with time zone,
	CONSTRAINT "beneficiary_invitations_consent_known" CHECK ("beneficiary_invitations"."consent_decision" in ('given', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "beneficiary_invitations" ADD CONSTRAINT "beneficiary_invitations_beneficiary_id_order_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."order_beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_invitations" ADD CONSTRAINT "beneficiary_invitations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiary_invitations_token_hash_idx" ON "beneficiary_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "beneficiary_invitations_order_id_idx" ON "beneficiary_invitations" USING btree ("order_id");