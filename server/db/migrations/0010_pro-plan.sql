CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid,
	"activated_by" uuid,
	"activated_at" timestamp with time zone,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"country" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"provider_checkout_id" text NOT NULL,
	"provider_subscription_id" text,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_checkout_idx" ON "subscriptions" USING btree ("provider","provider_checkout_id");--> statement-breakpoint
CREATE INDEX "subscriptions_activated_by_idx" ON "subscriptions" USING btree ("activated_by");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","current_period_end");