CREATE TABLE "order_beneficiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"address" text NOT NULL,
	"country_code" text NOT NULL,
	"relationship" text NOT NULL,
	"price_usd" bigint,
	"price_ngn" bigint
);
--> statement-breakpoint
CREATE TABLE "order_payers" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"is_account_holder" boolean NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"country_code" text,
	"phone_number" text,
	"date_of_birth" date,
	"address" text,
	"relationship" text,
	"contact_method" text,
	"company_name" text
);
--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"plan_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"plan_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"total_usd" bigint NOT NULL,
	"total_ngn" bigint NOT NULL,
	"confirmation_number" text NOT NULL,
	"coverage_start_date" date NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('pending', 'paid', 'active', 'cancelled')),
	CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in ('bank_transfer', 'card'))
);
--> statement-breakpoint
CREATE TABLE "payment_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_checkouts_status_known" CHECK ("payment_checkouts"."status" in ('open', 'completed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "order_beneficiaries" ADD CONSTRAINT "order_beneficiaries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payers" ADD CONSTRAINT "order_payers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_beneficiaries_order_id_idx" ON "order_beneficiaries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_changes_order_id_created_at_idx" ON "order_status_changes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_confirmation_number_idx" ON "orders" USING btree ("confirmation_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_id_idempotency_key_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_checkouts_order_id_idx" ON "payment_checkouts" USING btree ("order_id");