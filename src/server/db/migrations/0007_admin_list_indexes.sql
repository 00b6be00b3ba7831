CREATE INDEX "user_created_at_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "deletion_requests_created_at_idx" ON "deletion_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_requests_created_at_idx" ON "support_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "funeral_applications_created_at_idx" ON "funeral_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "property_applications_created_at_idx" ON "property_applications" USING btree ("created_at","id");