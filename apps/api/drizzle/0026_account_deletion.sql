ALTER TABLE "audit_log" ADD COLUMN "actor_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delete_after" timestamp with time zone;--> statement-breakpoint
-- Deleting an account at the end of its grace period (decision 39) may change the audit log in three ways
-- only, each once the account is gone; anything else is still refused (decision 24):
-- * ON DELETE SET NULL of actor_id, as before, now also marks the entry's actor as a deleted account;
-- * the entries about the account (entity 'user') lose their before and after (nothing else changes);
-- * the account's own security events (account.*) are deleted, but not the record of its deletion.
CREATE OR REPLACE FUNCTION "audit_log_refuse_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD."actor_id" IS NOT NULL AND NEW."actor_id" IS NULL AND NOT OLD."actor_deleted"
      AND (to_jsonb(NEW) - 'actor_id' - 'actor_deleted') = (to_jsonb(OLD) - 'actor_id' - 'actor_deleted')
      AND NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."actor_id") THEN
      NEW."actor_deleted" := true;
      RETURN NEW;
    END IF;
    IF OLD."entity" = 'user' AND NEW."before" IS NULL AND NEW."after" IS NULL
      AND (to_jsonb(NEW) - 'before' - 'after') = (to_jsonb(OLD) - 'before' - 'after')
      AND NOT EXISTS (SELECT 1 FROM "users" WHERE "id"::text = OLD."entity_id") THEN
      RETURN NEW;
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF OLD."entity" = 'user' AND OLD."action" LIKE 'account.%'
      AND OLD."action" NOT IN ('account.deletion_requested', 'account.deletion_cancelled', 'account.deleted')
      AND NOT EXISTS (SELECT 1 FROM "users" WHERE "id"::text = OLD."entity_id") THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;
