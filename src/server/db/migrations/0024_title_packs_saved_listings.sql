CREATE TABLE "property_title_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_listings" (
	"user_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_listings_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_type" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_status" text DEFAULT 'not_verified' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_verified_on" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "agent_registration" text;--> statement-breakpoint
ALTER TABLE "property_title_documents" ADD CONSTRAINT "property_title_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_title_documents" ADD CONSTRAINT "property_title_documents_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_listings" ADD CONSTRAINT "saved_listings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_listings" ADD CONSTRAINT "saved_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_title_documents_property_id_idx" ON "property_title_documents" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "property_title_documents_storage_key_idx" ON "property_title_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "saved_listings_user_created_at_idx" ON "saved_listings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "properties_title_verified_created_at_idx" ON "properties" USING btree ("created_at","id") WHERE "properties"."published" and "properties"."title_status" = 'verified';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_title_type_known" CHECK ("properties"."title_type" in ('Certificate of Occupancy', 'Governor''s Consent', 'Deed of Assignment', 'Registered Survey', 'Gazette/Excision'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_title_status_known" CHECK ("properties"."title_status" in ('verified', 'documents_received', 'not_verified'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_title_verified_on_with_status" CHECK (("properties"."title_status" = 'verified') = ("properties"."title_verified_on" is not null));