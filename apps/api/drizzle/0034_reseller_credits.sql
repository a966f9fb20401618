CREATE TABLE "activation_prices" (
	"tier" text PRIMARY KEY NOT NULL,
	"credits" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activation_prices_positive" CHECK ("activation_prices"."credits" > 0)
);
--> statement-breakpoint
CREATE TABLE "activations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reseller_id" uuid,
	"device_row_id" uuid,
	"device_id" text NOT NULL,
	"tier" text NOT NULL,
	"credits" integer NOT NULL,
	"note" text,
	"lifetime_before" boolean NOT NULL,
	"privacy_expires_before" timestamp with time zone,
	"privacy_expires_after" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoked_as" text,
	"revoke_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activations_credits_positive" CHECK ("activations"."credits" > 0),
	CONSTRAINT "activations_revoked" CHECK (("activations"."revoked_at" is null) = ("activations"."revoked_as" is null))
);
--> statement-breakpoint
CREATE TABLE "credit_balances" (
	"reseller_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"low_balance_threshold" integer,
	"low_balance_notified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_not_negative" CHECK ("credit_balances"."balance" >= 0),
	CONSTRAINT "credit_balances_threshold" CHECK ("credit_balances"."low_balance_threshold" is null or "credit_balances"."low_balance_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reseller_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer DEFAULT 0 NOT NULL,
	"actor_id" uuid,
	"api_key_id" uuid,
	"reason" text,
	"activation_id" uuid,
	"order_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_movements_sign" CHECK (("credit_movements"."kind" in ('purchase', 'grant', 'refund') and "credit_movements"."amount" > 0) or ("credit_movements"."kind" in ('activation', 'adjustment') and "credit_movements"."amount" < 0)),
	CONSTRAINT "credit_movements_subject" CHECK (("credit_movements"."kind" in ('activation', 'refund')) = ("credit_movements"."activation_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_device_row_id_devices_id_fk" FOREIGN KEY ("device_row_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activations_reseller_idx" ON "activations" USING btree ("reseller_id","created_at");--> statement-breakpoint
CREATE INDEX "activations_device_idx" ON "activations" USING btree ("device_row_id","created_at");--> statement-breakpoint
CREATE INDEX "activations_created_idx" ON "activations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "credit_movements_reseller_idx" ON "credit_movements" USING btree ("reseller_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_movements_created_idx" ON "credit_movements" USING btree ("created_at","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_movements_activation_unique" ON "credit_movements" USING btree ("activation_id","kind") WHERE "credit_movements"."activation_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_movements_order_unique" ON "credit_movements" USING btree ("order_ref") WHERE "credit_movements"."order_ref" is not null;--> statement-breakpoint
-- A reseller's credits are kept as money is (decision 57): the ledger is append-only and the balance is its sum,
-- moved by the ledger's own insert and by nothing else.
CREATE FUNCTION "credit_movements_move_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The row first (a reseller's first movement), then the move itself: an INSERT … ON CONFLICT would check the
  -- proposed row (the amount alone) against the balance's check before it saw the existing one.
  INSERT INTO "credit_balances" ("reseller_id", "balance") VALUES (NEW."reseller_id", 0)
  ON CONFLICT ("reseller_id") DO NOTHING;
  UPDATE "credit_balances" SET "balance" = "balance" + NEW."amount", "updated_at" = now()
  WHERE "reseller_id" = NEW."reseller_id"
  RETURNING "balance" INTO NEW."balance_after";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "credit_movements_balance" BEFORE INSERT ON "credit_movements" FOR EACH ROW EXECUTE FUNCTION "credit_movements_move_balance"();--> statement-breakpoint
-- Only two changes are let through, each once an account is gone: ON DELETE SET NULL of the actor, and the
-- deletion of a deleted reseller's ledger with its account.
CREATE FUNCTION "credit_movements_refuse_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."actor_id" IS NOT NULL AND NEW."actor_id" IS NULL
    AND (to_jsonb(NEW) - 'actor_id') = (to_jsonb(OLD) - 'actor_id')
    AND NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."actor_id") THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."reseller_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'credit_movements entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "credit_movements_never_edited" BEFORE UPDATE OR DELETE ON "credit_movements" FOR EACH ROW EXECUTE FUNCTION "credit_movements_refuse_changes"();--> statement-breakpoint
CREATE TRIGGER "credit_movements_never_truncated" BEFORE TRUNCATE ON "credit_movements" FOR EACH STATEMENT EXECUTE FUNCTION "credit_movements_refuse_changes"();--> statement-breakpoint
-- The balance moves only from the ledger's trigger (one level down); its other settings are the reseller's.
CREATE FUNCTION "credit_balances_follow_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    IF TG_OP = 'INSERT' AND NEW."balance" <> 0 THEN
      RAISE EXCEPTION 'a credit balance moves only with its ledger' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF TG_OP = 'UPDATE' AND NEW."balance" <> OLD."balance" THEN
      RAISE EXCEPTION 'a credit balance moves only with its ledger' USING ERRCODE = 'insufficient_privilege';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "credit_balances_from_ledger" BEFORE INSERT OR UPDATE ON "credit_balances" FOR EACH ROW EXECUTE FUNCTION "credit_balances_follow_ledger"();
