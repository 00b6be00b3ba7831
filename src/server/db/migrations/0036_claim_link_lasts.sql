ALTER TABLE "funeral_claims" ADD COLUMN "claim_link_id" uuid;--> statement-breakpoint
ALTER TABLE "funeral_claims" ADD CONSTRAINT "funeral_claims_claim_link_id_funeral_claim_links_id_fk" FOREIGN KEY ("claim_link_id") REFERENCES "public"."funeral_claim_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funeral_claims_claim_link_id_idx" ON "funeral_claims" USING btree ("claim_link_id");--> statement-breakpoint
-- A claim made through a link before this column: the link of its application that was live when it was made and
-- went to the address the claim's steps are mailed to (one link is live per application at a time).
UPDATE "funeral_claims" AS c SET "claim_link_id" = (
  SELECT l."id" FROM "funeral_claim_links" AS l
  WHERE l."application_id" = c."application_id"
    AND l."email" = coalesce(c."beneficiary_email", '')
    AND l."created_at" <= c."created_at"
    AND l."expires_at" > c."created_at"
    AND (l."revoked_at" IS NULL OR l."revoked_at" > c."created_at")
  ORDER BY l."created_at" DESC
  LIMIT 1
)
WHERE c."submitted_by" = 'beneficiary' AND c."claim_link_id" IS NULL;
