-- Plans made before this migration get the sample underwriter and ages the seed gives their type
-- (seed/funeral-plans.seed.ts SAMPLE_PLAN_TERMS); an admin replaces them with the real ones in the console.
ALTER TABLE "funeral_plans" ADD COLUMN "underwriter" text;--> statement-breakpoint
ALTER TABLE "funeral_plans" ADD COLUMN "min_entry_age" integer;--> statement-breakpoint
ALTER TABLE "funeral_plans" ADD COLUMN "max_entry_age" integer;--> statement-breakpoint
UPDATE "funeral_plans" SET
  "underwriter" = CASE WHEN "plan_type" IN ('additional_family', 'additional_life') THEN 'Crescent Mutual Life (Sample)' ELSE 'Harbour Life Assurance (Sample)' END,
  "min_entry_age" = CASE WHEN "plan_type" = 'additional_family' THEN 0 ELSE 18 END,
  "max_entry_age" = CASE "plan_type" WHEN 'additional_family' THEN 85 WHEN 'additional_life' THEN 75 ELSE 65 END;--> statement-breakpoint
ALTER TABLE "funeral_plans" ALTER COLUMN "underwriter" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_plans" ALTER COLUMN "min_entry_age" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_plans" ALTER COLUMN "max_entry_age" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_plans" ADD CONSTRAINT "funeral_plans_entry_ages_sane" CHECK ("funeral_plans"."min_entry_age" >= 0 and "funeral_plans"."min_entry_age" <= "funeral_plans"."max_entry_age" and "funeral_plans"."max_entry_age" <= 120);
