CREATE TABLE "flashcard_accepted_answers" (
	"user_id" uuid NOT NULL,
	"flashcard_id" uuid NOT NULL,
	"answer_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flashcard_accepted_answers_user_id_flashcard_id_answer_key_pk" PRIMARY KEY("user_id","flashcard_id","answer_key")
);
--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD COLUMN "wrong_answer" jsonb;--> statement-breakpoint
ALTER TABLE "flashcard_accepted_answers" ADD CONSTRAINT "flashcard_accepted_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_accepted_answers" ADD CONSTRAINT "flashcard_accepted_answers_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;