ALTER TABLE "funeral_applications" ADD COLUMN "claim_contact_who" text;--> statement-breakpoint
ALTER TABLE "funeral_applications" ADD COLUMN "claim_contact_first_name" text;--> statement-breakpoint
ALTER TABLE "funeral_applications" ADD COLUMN "claim_contact_last_name" text;--> statement-breakpoint
ALTER TABLE "funeral_applications" ADD COLUMN "claim_contact_phone_number" text;--> statement-breakpoint
ALTER TABLE "funeral_applications" ADD COLUMN "claim_contact_email" text;--> statement-breakpoint
ALTER TABLE "funeral_applications" ADD COLUMN "claim_code_hash" text;--> statement-breakpoint
ALTER TABLE "funeral_applications" ADD COLUMN "claim_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "funeral_applications" ADD COLUMN "claim_code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_applications" ADD CONSTRAINT "funeral_applications_claim_contact_who_known" CHECK ("funeral_applications"."claim_contact_who" is null or "funeral_applications"."claim_contact_who" in ('beneficiary', 'other'));--> statement-breakpoint
ALTER TABLE "funeral_applications" ADD CONSTRAINT "funeral_applications_claim_contact_reachable" CHECK ("funeral_applications"."claim_contact_who" IS NULL OR "funeral_applications"."claim_contact_phone_number" IS NOT NULL OR "funeral_applications"."claim_contact_email" IS NOT NULL);