CREATE TABLE "earnings_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"knower_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"period" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_ledger_sign_check" CHECK (("earnings_ledger"."kind" = 'PAYOUT') = ("earnings_ledger"."amount_minor" < 0) AND "earnings_ledger"."amount_minor" <> 0)
);
--> statement-breakpoint
ALTER TABLE "earnings_ledger" ADD CONSTRAINT "earnings_ledger_knower_id_knowers_id_fk" FOREIGN KEY ("knower_id") REFERENCES "public"."knowers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_ledger_period_idx" ON "earnings_ledger" USING btree ("knower_id","period","kind");--> statement-breakpoint
CREATE INDEX "earnings_ledger_knower_idx" ON "earnings_ledger" USING btree ("knower_id","created_at");