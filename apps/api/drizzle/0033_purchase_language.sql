ALTER TABLE "payment_orders" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "locale" text;