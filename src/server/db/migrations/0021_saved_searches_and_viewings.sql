CREATE TABLE "property_viewings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"viewer_name" text,
	"viewer_phone" text,
	"preferred_dates" jsonb NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"scheduled_date" date,
	"personal_data_removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_viewings_mode_known" CHECK ("property_viewings"."mode" in ('in_person', 'video')),
	CONSTRAINT "property_viewings_status_known" CHECK ("property_viewings"."status" in ('requested', 'confirmed', 'proposed')),
	CONSTRAINT "property_viewings_scheduled_when_answered" CHECK (("property_viewings"."status" = 'requested') = ("property_viewings"."scheduled_date" is null))
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"search_pattern" text,
	"property_type" text,
	"bedrooms" integer DEFAULT 0 NOT NULL,
	"min_price_usd" bigint,
	"max_price_usd" bigint,
	"provider_id" uuid,
	"state" text,
	"town" text,
	"alerted_until" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alerted_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_bedrooms_sane" CHECK ("saved_searches"."bedrooms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_viewings" ADD CONSTRAINT "property_viewings_application_id_property_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."property_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_provider_id_realty_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."realty_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "property_viewings_application_id_idx" ON "property_viewings" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_id_query_idx" ON "saved_searches" USING btree ("user_id","query");--> statement-breakpoint
CREATE INDEX "saved_searches_user_id_created_at_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_last_alerted_on_idx" ON "saved_searches" USING btree ("last_alerted_on","id");--> statement-breakpoint
CREATE INDEX "properties_published_at_idx" ON "properties" USING btree ("published_at") WHERE "properties"."published";--> statement-breakpoint
-- A listing published before this migration counts as published when it was made: no alert calls it new.
UPDATE "properties" SET "published_at" = "created_at" WHERE "published";
