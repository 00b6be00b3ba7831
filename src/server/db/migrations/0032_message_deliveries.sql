CREATE TABLE "message_deliveries" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_deliveries_state_check" CHECK ("message_deliveries"."state" in ('sending', 'sent', 'interrupted'))
);
--> statement-breakpoint
CREATE INDEX "message_deliveries_updated_at_idx" ON "message_deliveries" USING btree ("updated_at");