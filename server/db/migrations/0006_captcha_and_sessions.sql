CREATE TABLE "captcha_solutions" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "token_families" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "token_families" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "token_families" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires_idx" ON "captcha_solutions" USING btree ("expires_at");