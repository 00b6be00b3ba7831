CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"title" text NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"property_type" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"square_feet" integer NOT NULL,
	"price_usd" bigint NOT NULL,
	"price_ngn" bigint NOT NULL,
	"main_image" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_type_known" CHECK ("properties"."property_type" in ('Villa', 'Apartment', 'Penthouse')),
	CONSTRAINT "properties_counts_sane" CHECK ("properties"."bedrooms" >= 0 and "properties"."bathrooms" >= 0 and "properties"."square_feet" > 0),
	CONSTRAINT "properties_prices_positive" CHECK ("properties"."price_usd" > 0 and "properties"."price_ngn" > 0)
);
--> statement-breakpoint
CREATE TABLE "property_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" text,
	"property_id" uuid NOT NULL,
	"fee_usd" bigint NOT NULL,
	"fee_ngn" bigint NOT NULL,
	"message" text NOT NULL,
	"preferred_contact" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_applications_status_known" CHECK ("property_applications"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "property_applications_contact_known" CHECK ("property_applications"."preferred_contact" in ('email', 'phone', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "realty_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"logo_url" text NOT NULL,
	"application_fee_usd" bigint NOT NULL,
	"application_fee_ngn" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_provider_id_realty_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."realty_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_applications" ADD CONSTRAINT "property_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_applications" ADD CONSTRAINT "property_applications_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_published_created_at_idx" ON "properties" USING btree ("created_at","id") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_type_created_at_idx" ON "properties" USING btree ("property_type","created_at","id") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_provider_created_at_idx" ON "properties" USING btree ("provider_id","created_at","id") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_price_usd_idx" ON "properties" USING btree ("price_usd") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_bedrooms_idx" ON "properties" USING btree ("bedrooms") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_title_trgm_idx" ON "properties" USING gin ("title" gin_trgm_ops) WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_location_trgm_idx" ON "properties" USING gin ("location" gin_trgm_ops) WHERE "properties"."published";--> statement-breakpoint
CREATE UNIQUE INDEX "property_applications_reference_idx" ON "property_applications" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "property_applications_one_open_idx" ON "property_applications" USING btree ("user_id","property_id") WHERE "property_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "property_applications_user_id_created_at_idx" ON "property_applications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "property_applications_property_id_idx" ON "property_applications" USING btree ("property_id");