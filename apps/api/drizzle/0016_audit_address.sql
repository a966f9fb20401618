ALTER TABLE "audit_log" ADD COLUMN "address" text;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_api_key_idx" ON "audit_log" USING btree ("api_key_id","created_at");--> statement-breakpoint
-- The audit log is never edited: entries are only ever added. The one change the database makes itself is
-- ON DELETE SET NULL of actor_id when the person's account is deleted; it is let through when nothing but
-- actor_id changes, to null, and the account it named is gone. Anything else, any delete or truncate, is refused.
CREATE FUNCTION "audit_log_refuse_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD."actor_id" IS NOT NULL AND NEW."actor_id" IS NULL
      AND (to_jsonb(NEW) - 'actor_id') = (to_jsonb(OLD) - 'actor_id')
      AND NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."actor_id") THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_never_edited" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_changes"();--> statement-breakpoint
CREATE TRIGGER "audit_log_never_truncated" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_changes"();
