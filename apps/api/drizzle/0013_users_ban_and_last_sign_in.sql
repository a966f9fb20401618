ALTER TABLE "users" ADD COLUMN "banned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that signed in before the column existed: their newest session kept in the database is the best
-- record there is (timestamps without a zone hold UTC here). Sessions kept in Redis are not seen.
UPDATE "users" SET "last_sign_in_at" = "latest"."created_at" AT TIME ZONE 'UTC'
FROM (SELECT "user_id", max("created_at") AS "created_at" FROM "sessions" GROUP BY "user_id") AS "latest"
WHERE "latest"."user_id" = "users"."id";
