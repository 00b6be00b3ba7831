ALTER TABLE "beneficiary_invitations" ADD COLUMN "share_token_hash" text;--> statement-breakpoint
ALTER TABLE "beneficiary_invitations" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beneficiary_invitations" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beneficiary_invitations" ADD COLUMN "reminder_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiary_invitations" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "beneficiary_invitations" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beneficiary_invitations" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiary_invitations" ADD COLUMN "code_channel" text;--> statement-breakpoint
ALTER TABLE "beneficiary_invitations" ADD COLUMN "code_destination" text;--> statement-breakpoint
ALTER TABLE "beneficiary_invitations" ADD COLUMN "consent_proof_channel" text;--> statement-breakpoint
ALTER TABLE "beneficiary_invitations" ADD COLUMN "consent_proof_destination" text;--> statement-breakpoint
ALTER TABLE "beneficiary_invitations" ADD COLUMN "consent_proven_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiary_invitations_share_token_hash_idx" ON "beneficiary_invitations" USING btree ("share_token_hash");--> statement-breakpoint
CREATE INDEX "beneficiary_invitations_invited_at_idx" ON "beneficiary_invitations" USING btree ("invited_at");--> statement-breakpoint
ALTER TABLE "beneficiary_invitations" ADD CONSTRAINT "beneficiary_invitations_code_channel_known" CHECK ("beneficiary_invitations"."code_channel" in ('sms', 'email'));--> statement-breakpoint
ALTER TABLE "beneficiary_invitations" ADD CONSTRAINT "beneficiary_invitations_proof_channel_known" CHECK ("beneficiary_invitations"."consent_proof_channel" in ('sms', 'email'));--> statement-breakpoint
-- Links sent before this migration were sent at once, with the order (docs/decisions/041): those people were invited then.
UPDATE "beneficiary_invitations" SET "invited_at" = "sent_at" WHERE "sent_at" IS NOT NULL;