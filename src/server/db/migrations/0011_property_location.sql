ALTER TABLE "properties" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "town" text;--> statement-breakpoint
CREATE INDEX "properties_state_created_at_idx" ON "properties" USING btree ("state","created_at","id") WHERE "properties"."published";--> statement-breakpoint
CREATE INDEX "properties_state_town_created_at_idx" ON "properties" USING btree ("state","town","created_at","id") WHERE "properties"."published";--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_town_needs_state" CHECK ("properties"."town" is null or "properties"."state" is not null);
--> statement-breakpoint
-- Listings seeded before this migration (seed/sample-listings.ts SAMPLE_PLACES) get the state and town the seed now gives them.
UPDATE "properties" SET "state" = "place"."state", "town" = "place"."town" FROM (VALUES
  ('Lekki Phase 1, Lagos', 'Lagos', 'Lekki'),
  ('Banana Island, Ikoyi, Lagos', 'Lagos', 'Ikoyi'),
  ('Ikeja GRA, Lagos', 'Lagos', 'Ikeja'),
  ('Victoria Island, Lagos', 'Lagos', 'Victoria Island'),
  ('Ajah, Lagos', 'Lagos', 'Ajah'),
  ('Surulere, Lagos', 'Lagos', 'Surulere'),
  ('Yaba, Lagos', 'Lagos', 'Yaba'),
  ('Magodo Phase 2, Lagos', 'Lagos', 'Magodo'),
  ('Maitama, Abuja', 'Federal Capital Territory', 'Maitama'),
  ('Wuse 2, Abuja', 'Federal Capital Territory', 'Wuse'),
  ('Asokoro, Abuja', 'Federal Capital Territory', 'Asokoro'),
  ('Gwarinpa, Abuja', 'Federal Capital Territory', 'Gwarinpa'),
  ('Jabi, Abuja', 'Federal Capital Territory', 'Jabi'),
  ('Katampe Extension, Abuja', 'Federal Capital Territory', 'Katampe'),
  ('Old GRA, Port Harcourt', 'Rivers', 'Port Harcourt'),
  ('Trans Amadi, Port Harcourt', 'Rivers', 'Port Harcourt'),
  ('Borokiri, Port Harcourt', 'Rivers', 'Port Harcourt'),
  ('Bodija, Ibadan', 'Oyo', 'Ibadan'),
  ('Ring Road, Ibadan', 'Oyo', 'Ibadan'),
  ('Independence Layout, Enugu', 'Enugu', 'Enugu'),
  ('Ogui Road, Enugu', 'Enugu', 'Enugu'),
  ('Nassarawa GRA, Kano', 'Kano', 'Kano'),
  ('Marina, Calabar', 'Cross River', 'Calabar'),
  ('GRA, Benin City', 'Edo', 'Benin City')
) AS "place" ("location", "state", "town") WHERE "properties"."location" = "place"."location" AND "properties"."state" IS NULL;