CREATE TABLE "email_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"confirm_expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"undo_token_hash" text,
	"undo_expires_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_log_security_idx";--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_confirm_token_unique" ON "email_changes" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_undo_token_unique" ON "email_changes" USING btree ("undo_token_hash");--> statement-breakpoint
CREATE INDEX "email_changes_user_idx" ON "email_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_security_idx" ON "audit_log" USING btree ("entity","entity_id","created_at") WHERE "audit_log"."action" in ('account.sign_in', 'account.update', 'account.email_verify', 'account.password_change', 'account.password_reset', 'account.two_factor_enable', 'account.two_factor_disable', 'account.backup_codes', 'account.session_revoke', 'account.sessions_revoke_others', 'account.email_change', 'account.email_change_undo', 'user.role', 'user.ban', 'user.unban', 'user.reset_two_factor', 'user.sign_out_everywhere', 'user.password_reset', 'api_key.create', 'api_key.revoke');