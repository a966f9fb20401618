-- Sessions signed in before tokens were hashed keep working: their rows are given the hash the cookie's token now looks up.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex') WHERE "token" !~ '^[0-9a-f]{64}$';--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_token_hashed" CHECK ("sessions"."token" ~ '^[0-9a-f]{64}$');
