CREATE TABLE "member_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"member_number" text NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"token_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	"revoked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_beneficiary_id_order_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."order_beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_cards_beneficiary_id_idx" ON "member_cards" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_cards_token_hash_idx" ON "member_cards" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "member_cards_order_id_idx" ON "member_cards" USING btree ("order_id");