ALTER TABLE "playlists" ADD COLUMN "m3u_url" text;--> statement-breakpoint
CREATE INDEX "playlists_created_idx" ON "playlists" USING btree ("created_at");