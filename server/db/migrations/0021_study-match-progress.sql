CREATE TABLE "flashcard_review_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"flashcard_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"state_before" smallint NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"study_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_best_times" (
	"user_id" uuid NOT NULL,
	"know_id" uuid NOT NULL,
	"pair_count" smallint NOT NULL,
	"best_ms" integer NOT NULL,
	"rounds" integer DEFAULT 1 NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_best_times_user_id_know_id_pk" PRIMARY KEY("user_id","know_id")
);
--> statement-breakpoint
ALTER TABLE "flashcard_review_log" ADD CONSTRAINT "flashcard_review_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_review_log" ADD CONSTRAINT "flashcard_review_log_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_best_times" ADD CONSTRAINT "match_best_times_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_best_times" ADD CONSTRAINT "match_best_times_know_id_knows_id_fk" FOREIGN KEY ("know_id") REFERENCES "public"."knows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashcard_review_log_user_day_idx" ON "flashcard_review_log" USING btree ("user_id","study_day");