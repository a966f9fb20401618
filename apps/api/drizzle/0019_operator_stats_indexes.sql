CREATE INDEX "devices_activation_date_idx" ON "devices" USING btree ("activation_date");--> statement-breakpoint
CREATE INDEX "licence_grants_created_idx" ON "licence_grants" USING btree ("created_at","source","plan");--> statement-breakpoint
CREATE INDEX "payment_orders_completed_idx" ON "payment_orders" USING btree ("updated_at","currency","amount") WHERE "payment_orders"."status" = 'completed';