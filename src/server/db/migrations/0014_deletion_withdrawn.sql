ALTER TABLE "deletion_requests" DROP CONSTRAINT "deletion_requests_status_known";--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_status_known" CHECK ("deletion_requests"."status" in ('pending', 'processed', 'withdrawn'));