CREATE TABLE "funeral_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" text,
	"plan_id" uuid NOT NULL,
	"plan_type" text NOT NULL,
	"coverage_amount_usd" bigint NOT NULL,
	"coverage_amount_ngn" bigint NOT NULL,
	"monthly_price_usd" bigint NOT NULL,
	"monthly_price_ngn" bigint NOT NULL,
	"principal_first_name" text NOT NULL,
	"principal_last_name" text NOT NULL,
	"principal_date_of_birth" date NOT NULL,
	"principal_email" text NOT NULL,
	"principal_phone_number" text NOT NULL,
	"principal_address" text NOT NULL,
	"covered_people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"beneficiary_first_name" text NOT NULL,
	"beneficiary_last_name" text NOT NULL,
	"beneficiary_relationship" text NOT NULL,
	"beneficiary_phone_number" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funeral_applications_status_known" CHECK ("funeral_applications"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "funeral_applications_plan_type_known" CHECK ("funeral_applications"."plan_type" in ('member_nucleus', 'single_parent', 'family', 'additional_family', 'additional_life')),
	CONSTRAINT "funeral_applications_covered_people_array" CHECK (jsonb_typeof("funeral_applications"."covered_people") = 'array')
);
--> statement-breakpoint
CREATE TABLE "funeral_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_type" text NOT NULL,
	"coverage_amount_usd" bigint NOT NULL,
	"coverage_amount_ngn" bigint NOT NULL,
	"monthly_price_usd" bigint NOT NULL,
	"monthly_price_ngn" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funeral_plans_plan_type_known" CHECK ("funeral_plans"."plan_type" in ('member_nucleus', 'single_parent', 'family', 'additional_family', 'additional_life')),
	CONSTRAINT "funeral_plans_amounts_positive" CHECK ("funeral_plans"."coverage_amount_usd" > 0 and "funeral_plans"."coverage_amount_ngn" > 0 and "funeral_plans"."monthly_price_usd" > 0 and "funeral_plans"."monthly_price_ngn" > 0)
);
--> statement-breakpoint
ALTER TABLE "funeral_applications" ADD CONSTRAINT "funeral_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funeral_applications" ADD CONSTRAINT "funeral_applications_plan_id_funeral_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."funeral_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "funeral_applications_reference_idx" ON "funeral_applications" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "funeral_applications_user_id_idempotency_key_idx" ON "funeral_applications" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "funeral_applications_user_id_created_at_idx" ON "funeral_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "funeral_applications_plan_id_idx" ON "funeral_applications" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "funeral_plans_active_coverage_idx" ON "funeral_plans" USING btree ("coverage_amount_ngn","monthly_price_ngn") WHERE "funeral_plans"."active";