CREATE TABLE "playlist_announcements" (
	"playlist_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
