DROP INDEX "hospitals_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "hospitals_name_trgm_idx" ON "hospitals" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);