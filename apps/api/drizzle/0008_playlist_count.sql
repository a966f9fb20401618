ALTER TABLE "devices" ADD COLUMN "playlist_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every path that adds, removes or moves playlists (My List, the dashboard, the integration API, cascades from a
-- deleted device, operators' tools) keeps the count through these triggers, without having to remember it.
-- Statement-level triggers see all the rows of a statement at once: one update per device and statement. The
-- devices' rows are locked in id order first, as `addPlaylistsWithinSlots` locks them, so that two statements
-- touching the same devices wait for each other instead of deadlocking.
CREATE FUNCTION "playlists_count_per_device"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM "devices" WHERE "id" IN (SELECT "device_id" FROM "new_playlists") ORDER BY "id" FOR NO KEY UPDATE;
    UPDATE "devices" AS d SET "playlist_count" = d."playlist_count" + n."added"
    FROM (SELECT "device_id", count(*)::integer AS "added" FROM "new_playlists" GROUP BY "device_id") AS n
    WHERE d."id" = n."device_id";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM "devices" WHERE "id" IN (SELECT "device_id" FROM "old_playlists") ORDER BY "id" FOR NO KEY UPDATE;
    UPDATE "devices" AS d SET "playlist_count" = d."playlist_count" - o."removed"
    FROM (SELECT "device_id", count(*)::integer AS "removed" FROM "old_playlists" GROUP BY "device_id") AS o
    WHERE d."id" = o."device_id";
  ELSIF TG_OP = 'UPDATE' THEN
    -- A playlist moved to another device (row level, only when `device_id` changed).
    UPDATE "devices" SET "playlist_count" = "playlist_count" - 1 WHERE "id" = OLD."device_id";
    UPDATE "devices" SET "playlist_count" = "playlist_count" + 1 WHERE "id" = NEW."device_id";
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE "devices" SET "playlist_count" = 0 WHERE "playlist_count" <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "playlists_counted_on_insert" AFTER INSERT ON "playlists" REFERENCING NEW TABLE AS "new_playlists" FOR EACH STATEMENT EXECUTE FUNCTION "playlists_count_per_device"();--> statement-breakpoint
CREATE TRIGGER "playlists_counted_on_delete" AFTER DELETE ON "playlists" REFERENCING OLD TABLE AS "old_playlists" FOR EACH STATEMENT EXECUTE FUNCTION "playlists_count_per_device"();--> statement-breakpoint
CREATE TRIGGER "playlists_counted_on_move" AFTER UPDATE OF "device_id" ON "playlists" FOR EACH ROW WHEN (OLD."device_id" IS DISTINCT FROM NEW."device_id") EXECUTE FUNCTION "playlists_count_per_device"();--> statement-breakpoint
CREATE TRIGGER "playlists_counted_on_truncate" AFTER TRUNCATE ON "playlists" FOR EACH STATEMENT EXECUTE FUNCTION "playlists_count_per_device"();--> statement-breakpoint
UPDATE "devices" AS d SET "playlist_count" = c."held"
FROM (SELECT "device_id", count(*)::integer AS "held" FROM "playlists" GROUP BY "device_id") AS c
WHERE d."id" = c."device_id";
