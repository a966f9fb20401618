ALTER TABLE "devices" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "resource_ref" text;--> statement-breakpoint
CREATE INDEX "webhook_events_resource_idx" ON "webhook_events" USING btree ("resource_ref","received_at");