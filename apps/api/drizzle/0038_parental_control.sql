-- Parental control per device (decision 63): the PIN as a slow hash in a table of its own, which no query of a
-- device reads; the unlocks of locked playlists a signed-in session holds; the lock on a playlist. The security
-- events' partial index is made again with the parental actions, which the owner reads among them.
CREATE TABLE "device_pins" (
	"device_pk" uuid PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_pins_failed_attempts_positive" CHECK ("device_pins"."failed_attempts" >= 0),
	CONSTRAINT "device_pins_lockouts_positive" CHECK ("device_pins"."lockouts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parental_unlocks" (
	"session_id" text NOT NULL,
	"device_pk" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parental_unlocks_session_id_device_pk_pk" PRIMARY KEY("session_id","device_pk")
);
--> statement-breakpoint
DROP INDEX "audit_log_security_idx";--> statement-breakpoint
ALTER TABLE "playlists" ADD COLUMN "locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "device_pins" ADD CONSTRAINT "device_pins_device_pk_devices_id_fk" FOREIGN KEY ("device_pk") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_unlocks" ADD CONSTRAINT "parental_unlocks_device_pk_devices_id_fk" FOREIGN KEY ("device_pk") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parental_unlocks_device_idx" ON "parental_unlocks" USING btree ("device_pk");--> statement-breakpoint
CREATE INDEX "parental_unlocks_expires_idx" ON "parental_unlocks" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "audit_log_security_idx" ON "audit_log" USING btree ("entity","entity_id","created_at") WHERE "audit_log"."action" in ('account.sign_in', 'account.update', 'account.email_verify', 'account.password_change', 'account.password_reset', 'account.two_factor_enable', 'account.two_factor_disable', 'account.backup_codes', 'account.session_revoke', 'account.sessions_revoke_others', 'account.email_change', 'account.email_change_undo', 'user.role', 'user.ban', 'user.unban', 'user.reset_two_factor', 'user.sign_out_everywhere', 'user.password_reset', 'api_key.create', 'api_key.revoke', 'device.parental_pin_set', 'device.parental_pin_change', 'device.parental_pin_clear', 'device.parental_unlock', 'device.parental_lockout', 'playlist.lock', 'playlist.unlock');