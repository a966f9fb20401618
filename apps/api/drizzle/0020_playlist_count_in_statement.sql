-- Playlists are counted where they are inserted: `addPlaylistsWithinSlots` raises `playlist_count` in the same
-- statement that grants the slots, and every other insert (the dashboard's, the seeds') raises it in its own
-- transaction. A statement-level insert trigger cost the hot path a transition table and a second lock pass on
-- every batch. Deletes, moves and truncation are still counted by the triggers of migration 0008.
DROP TRIGGER "playlists_counted_on_insert" ON "playlists";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "playlists_count_per_device"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
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
$$;
