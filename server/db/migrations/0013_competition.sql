CREATE TABLE "competition_prizes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"competition_id" uuid NOT NULL,
	"knower_id" uuid NOT NULL,
	"rank" smallint NOT NULL,
	"knows_count" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'AWARDED' NOT NULL,
	"method" text,
	"details" text,
	"submitted_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_prizes_amount_check" CHECK ("competition_prizes"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_claim_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"prize_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_prizes" ADD CONSTRAINT "competition_prizes_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_prizes" ADD CONSTRAINT "competition_prizes_knower_id_knowers_id_fk" FOREIGN KEY ("knower_id") REFERENCES "public"."knowers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_claim_tokens" ADD CONSTRAINT "prize_claim_tokens_prize_id_competition_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."competition_prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_prizes_rank_idx" ON "competition_prizes" USING btree ("competition_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_prizes_knower_idx" ON "competition_prizes" USING btree ("competition_id","knower_id");--> statement-breakpoint
CREATE INDEX "competition_prizes_winner_idx" ON "competition_prizes" USING btree ("knower_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competitions_country_start_idx" ON "competitions" USING btree ("country","starts_on");--> statement-breakpoint
CREATE INDEX "prize_claim_tokens_prize_idx" ON "prize_claim_tokens" USING btree ("prize_id");--> statement-breakpoint
CREATE INDEX "knows_public_published_idx" ON "knows" USING btree ("published_at","knower_id") WHERE "knows"."status" = 'PUBLISHED' AND NOT "knows"."is_private";