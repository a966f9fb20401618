ALTER TABLE "rate_limit_counters" ADD COLUMN "hits" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Rate limits count over a sliding window (decision 58): `hits` holds the times of the hits a key's window
-- accepted. A fixed window still running keeps its count as hits made now (at most 1000, above every default
-- limit), so a client it was refusing is not let through by the change.
UPDATE "rate_limit_counters" SET "hits" = array_fill(now(), ARRAY[least("count", 1000)]) WHERE "reset_at" > now();
