ALTER TABLE "licence_grants" ALTER COLUMN "plan" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "licence_grants" ADD COLUMN "kind" text DEFAULT 'grant' NOT NULL;--> statement-breakpoint
ALTER TABLE "licence_grants" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "licence_grants" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "licence_grants" ADD COLUMN "lifetime_licence" boolean;--> statement-breakpoint
ALTER TABLE "licence_grants" ADD CONSTRAINT "licence_grants_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_mac_hex_idx" ON "devices" USING btree (regexp_replace(upper("mac_address"), '[^0-9A-F]', '', 'g') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "licence_grants_device_idx" ON "licence_grants" USING btree ("device_id","created_at");--> statement-breakpoint
ALTER TABLE "licence_grants" ADD CONSTRAINT "licence_grants_kind_plan" CHECK (("licence_grants"."kind" = 'grant' and "licence_grants"."plan" is not null) or ("licence_grants"."kind" = 'revoke' and "licence_grants"."plan" is null));