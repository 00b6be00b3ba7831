CREATE TABLE "support_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_session_activity" (
	"session_id" text PRIMARY KEY NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_requests" DROP CONSTRAINT "support_requests_status_known";--> statement-breakpoint
ALTER TABLE "deletion_requests" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deletion_requests" ALTER COLUMN "reason" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_beneficiaries" ALTER COLUMN "first_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_beneficiaries" ALTER COLUMN "last_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_beneficiaries" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_beneficiaries" ALTER COLUMN "phone_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_beneficiaries" ALTER COLUMN "date_of_birth" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_beneficiaries" ALTER COLUMN "address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_beneficiaries" ALTER COLUMN "country_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_applications" ALTER COLUMN "principal_first_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_applications" ALTER COLUMN "principal_last_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_applications" ALTER COLUMN "principal_date_of_birth" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_applications" ALTER COLUMN "principal_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_applications" ALTER COLUMN "principal_phone_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_applications" ALTER COLUMN "principal_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_applications" ALTER COLUMN "beneficiary_first_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_applications" ALTER COLUMN "beneficiary_last_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_applications" ALTER COLUMN "beneficiary_relationship" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_applications" ALTER COLUMN "beneficiary_phone_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "property_applications" ALTER COLUMN "message" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "processed_by" text;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "personal_data_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "funeral_applications" ADD COLUMN "personal_data_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "funeral_applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "property_applications" ADD COLUMN "personal_data_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_session_activity" ADD CONSTRAINT "admin_session_activity_session_id_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_replies_request_id_created_at_idx" ON "support_replies" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "funeral_applications_status_created_at_idx" ON "funeral_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "property_applications_status_created_at_idx" ON "property_applications" USING btree ("status","created_at","id");--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_status_known" CHECK ("support_requests"."status" in ('open', 'answered', 'closed'));