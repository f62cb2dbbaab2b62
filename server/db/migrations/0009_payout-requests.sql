CREATE TABLE "payout_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"knower_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"details" text NOT NULL,
	"state" text DEFAULT 'REQUESTED' NOT NULL,
	"rejection_reason" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	CONSTRAINT "payout_requests_amount_check" CHECK ("payout_requests"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_knower_id_knowers_id_fk" FOREIGN KEY ("knower_id") REFERENCES "public"."knowers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_requests_knower_idx" ON "payout_requests" USING btree ("knower_id","created_at");--> statement-breakpoint
CREATE INDEX "payout_requests_state_idx" ON "payout_requests" USING btree ("state","created_at");