CREATE TABLE "licence_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"licence_id" uuid NOT NULL,
	"from_device_id" uuid,
	"to_device_id" uuid,
	"actor_id" uuid,
	"privacy_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licence_transfers" ADD CONSTRAINT "licence_transfers_from_device_id_devices_id_fk" FOREIGN KEY ("from_device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_transfers" ADD CONSTRAINT "licence_transfers_to_device_id_devices_id_fk" FOREIGN KEY ("to_device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_transfers" ADD CONSTRAINT "licence_transfers_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_transfers_licence_idx" ON "licence_transfers" USING btree ("licence_id","created_at");--> statement-breakpoint
CREATE INDEX "licence_transfers_from_idx" ON "licence_transfers" USING btree ("from_device_id","created_at");--> statement-breakpoint
CREATE INDEX "licence_transfers_to_idx" ON "licence_transfers" USING btree ("to_device_id","created_at");