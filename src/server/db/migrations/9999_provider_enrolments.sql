CREATE TABLE "partner_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"member_id" text,
	"refused_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_enrolments_status_check" CHECK ("partner_enrolments"."status" in ('pending', 'confirmed', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "partner_enrolments" ADD CONSTRAINT "partner_enrolments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_enrolments" ADD CONSTRAINT "partner_enrolments_beneficiary_id_order_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."order_beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_enrolments_beneficiary_idx" ON "partner_enrolments" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_enrolments_member_id_idx" ON "partner_enrolments" USING btree ("provider_id","member_id") WHERE "partner_enrolments"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "partner_enrolments_provider_status_idx" ON "partner_enrolments" USING btree ("provider_id","status","created_at");--> statement-breakpoint
CREATE INDEX "partner_enrolments_status_created_idx" ON "partner_enrolments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "partner_enrolments_order_idx" ON "partner_enrolments" USING btree ("order_id");