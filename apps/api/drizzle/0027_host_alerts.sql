CREATE TABLE "host_alert_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"min_failing_clients" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_alert_settings_minimum" CHECK ("host_alert_settings"."min_failing_clients" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "host_alerts" (
	"reseller_id" uuid NOT NULL,
	"host" text NOT NULL,
	"state" text DEFAULT 'ok' NOT NULL,
	"failing_since" timestamp with time zone,
	"last_failing_mail_at" timestamp with time zone,
	"last_recovered_at" timestamp with time zone,
	"ok_clients" integer DEFAULT 0 NOT NULL,
	"failed_clients" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_alerts_reseller_id_host_pk" PRIMARY KEY("reseller_id","host"),
	CONSTRAINT "host_alerts_state_known" CHECK ("host_alerts"."state" in ('ok', 'failing'))
);
--> statement-breakpoint
ALTER TABLE "host_alert_settings" ADD CONSTRAINT "host_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_alerts" ADD CONSTRAINT "host_alerts_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;