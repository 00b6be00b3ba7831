CREATE TABLE "coverage_reminders" (
	"order_id" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coverage_reminders_order_id_kind_pk" PRIMARY KEY("order_id","kind")
);
--> statement-breakpoint
ALTER TABLE "coverage_reminders" ADD CONSTRAINT "coverage_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;