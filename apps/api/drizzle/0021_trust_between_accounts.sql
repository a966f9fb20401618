-- Entries made before verification existed are unverified; each gets a token of its own (the column's default).
DROP INDEX "whitelist_hosts_host_unique";--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
UPDATE "api_keys" SET "revoked_reason" = 'owner' WHERE "revoked_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "added_via" text DEFAULT 'mylist' NOT NULL;--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "added_by" uuid;--> statement-breakpoint
-- Where existing playlists came from: a code links the playlist to its entry; the dashboard and the
-- integration API wrote an audit entry for each playlist they added; everything else came through My List.
UPDATE "playlists" AS p SET "added_via" = 'code', "added_by" = w."owner_id"
  FROM "whitelist_hosts" AS w WHERE w."id" = p."whitelist_host_id";--> statement-breakpoint
UPDATE "playlists" AS p SET "added_via" = 'dashboard', "added_by" = a."actor_id"
  FROM "audit_log" AS a
  WHERE a."action" = 'playlist.create' AND a."entity" = 'playlist' AND a."entity_id" = p."id"::text
    AND p."added_via" = 'mylist';--> statement-breakpoint
UPDATE "playlists" AS p SET "added_via" = 'integration', "added_by" = a."actor_id"
  FROM "audit_log" AS a
  WHERE a."action" = 'integration.playlist.add' AND a."entity" = 'playlist' AND a."entity_id" = p."id"::text
    AND p."added_via" = 'mylist';--> statement-breakpoint
ALTER TABLE "whitelist_hosts" ADD COLUMN "verification_token" text DEFAULT 'vela-player-verification=' || replace(pg_catalog.gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "whitelist_hosts" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whitelist_hosts" ADD COLUMN "verified_via" text;--> statement-breakpoint
ALTER TABLE "whitelist_hosts" ADD COLUMN "verified_by" uuid;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelist_hosts" ADD CONSTRAINT "whitelist_hosts_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playlists_reseller_added_idx" ON "playlists" USING btree ("added_by") WHERE "playlists"."added_via" in ('code', 'integration');--> statement-breakpoint
CREATE UNIQUE INDEX "whitelist_hosts_owner_host_unique" ON "whitelist_hosts" USING btree ("owner_id","host");--> statement-breakpoint
CREATE UNIQUE INDEX "whitelist_hosts_verified_host_unique" ON "whitelist_hosts" USING btree ("host") WHERE "whitelist_hosts"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "whitelist_hosts_host_idx" ON "whitelist_hosts" USING btree ("host");--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_source_known" CHECK ("playlists"."added_via" in ('dashboard', 'mylist', 'code', 'integration'));