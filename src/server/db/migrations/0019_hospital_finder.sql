CREATE TABLE "hospital_plans" (
	"hospital_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"tier" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "hospital_plans_hospital_id_plan_id_pk" PRIMARY KEY("hospital_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "hospitals" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"state" text,
	"town" text NOT NULL,
	"country" text NOT NULL,
	"service_type" text,
	"sample" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hospital_plans" ADD CONSTRAINT "hospital_plans_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hospital_plans_tier_hospital_idx" ON "hospital_plans" USING btree ("tier","hospital_id");--> statement-breakpoint
CREATE INDEX "hospitals_name_trgm_idx" ON "hospitals" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hospitals_state_town_name_idx" ON "hospitals" USING btree ("state","town","name");--> statement-breakpoint
CREATE INDEX "hospitals_name_idx" ON "hospitals" USING btree ("name");