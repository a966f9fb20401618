DROP INDEX "whitelist_hosts_owner_host_unique";--> statement-breakpoint
DROP INDEX "whitelist_hosts_host_idx";--> statement-breakpoint
ALTER TABLE "whitelist_hosts" ADD COLUMN "backup_host" text;--> statement-breakpoint
CREATE INDEX "playlists_whitelist_host_idx" ON "playlists" USING btree ("whitelist_host_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whitelist_hosts_host_unique" ON "whitelist_hosts" USING btree ("host");--> statement-breakpoint
CREATE INDEX "whitelist_hosts_owner_idx" ON "whitelist_hosts" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "whitelist_hosts_backup_host_idx" ON "whitelist_hosts" USING btree ("backup_host");