CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"checkout_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "confirmed_via" text;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_checkout_id_payment_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."payment_checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_confirmed_via_known" CHECK ("deletion_requests"."confirmed_via" in ('session', 'email'));--> statement-breakpoint
UPDATE "deletion_requests" SET "confirmed_via" = 'session', "confirmed_at" = "created_at" WHERE "user_id" IS NOT NULL AND "confirmed_via" IS NULL;
