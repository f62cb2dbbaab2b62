ALTER TABLE "flashcard_review_log" ADD COLUMN "client_review_id" uuid;--> statement-breakpoint
ALTER TABLE "flashcard_review_log" ADD COLUMN "card_before" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "flashcard_review_log_client_id_idx" ON "flashcard_review_log" USING btree ("user_id","client_review_id");--> statement-breakpoint
CREATE INDEX "flashcard_review_log_card_time_idx" ON "flashcard_review_log" USING btree ("user_id","flashcard_id","reviewed_at");