CREATE TABLE "playlist_statuses" (
	"playlist_id" uuid PRIMARY KEY NOT NULL,
	"device_id" uuid NOT NULL,
	"host" text NOT NULL,
	"status" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "playlist_statuses_status_known" CHECK ("playlist_statuses"."status" in ('ok', 'auth_failed', 'unreachable', 'bad_format'))
);
--> statement-breakpoint
ALTER TABLE "playlist_statuses" ADD CONSTRAINT "playlist_statuses_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_statuses" ADD CONSTRAINT "playlist_statuses_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playlist_statuses_host_received_idx" ON "playlist_statuses" USING btree ("host","received_at");--> statement-breakpoint
CREATE INDEX "playlist_statuses_device_idx" ON "playlist_statuses" USING btree ("device_id");--> statement-breakpoint
-- A status describes the host and device a playlist had when the TV reported it. When an edit, a mass host
-- update or its undo gives the playlist another host or device, the old status no longer says anything about
-- it: it goes, whatever code path made the change. Statement level with transition tables, so a mass update
-- of ten thousand playlists deletes their statuses in one join rather than one statement per row.
CREATE FUNCTION "playlist_statuses_drop_when_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "playlist_statuses" AS s
  USING "old_playlists" AS o JOIN "new_playlists" AS n ON n."id" = o."id"
  WHERE s."playlist_id" = n."id"
    AND (o."host" IS DISTINCT FROM n."host" OR o."device_id" IS DISTINCT FROM n."device_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "playlist_statuses_dropped_on_move" AFTER UPDATE ON "playlists" REFERENCING OLD TABLE AS "old_playlists" NEW TABLE AS "new_playlists" FOR EACH STATEMENT EXECUTE FUNCTION "playlist_statuses_drop_when_moved"();
