-- Resellers buy credits in packs through the payment provider (decision 61). A pack keeps what it holds and costs
-- now; an order keeps the credits and the price it was made with, and its credits arrive once, by the ledger's
-- `purchase` movement keyed by the order's id (`credit_movements_order_unique`, migration 0034).
CREATE TABLE "credit_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credits" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_packs_credits_positive" CHECK ("credit_packs"."credits" > 0),
	CONSTRAINT "credit_packs_price_positive" CHECK ("credit_packs"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"reseller_id" uuid NOT NULL,
	"pack_id" uuid,
	"credits" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"capture_id" text,
	"locale" text,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "credit_orders_credits_positive" CHECK ("credit_orders"."credits" > 0),
	CONSTRAINT "credit_orders_amount_positive" CHECK ("credit_orders"."amount" > 0),
	CONSTRAINT "credit_orders_status" CHECK ("credit_orders"."status" in ('pending', 'completed', 'failed')),
	CONSTRAINT "credit_orders_completed" CHECK (("credit_orders"."status" = 'completed') = ("credit_orders"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "credit_orders" ADD CONSTRAINT "credit_orders_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- No action on delete: a pack that was bought cannot be deleted, only retired.
ALTER TABLE "credit_orders" ADD CONSTRAINT "credit_orders_pack_id_credit_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."credit_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_orders_provider_order_unique" ON "credit_orders" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "credit_orders_reseller_idx" ON "credit_orders" USING btree ("reseller_id","created_at");
