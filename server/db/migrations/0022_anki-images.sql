CREATE TABLE "flashcard_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"know_id" uuid NOT NULL,
	"flashcard_id" uuid NOT NULL,
	"side" text NOT NULL,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flashcard_images" ADD CONSTRAINT "flashcard_images_know_id_knows_id_fk" FOREIGN KEY ("know_id") REFERENCES "public"."knows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_images" ADD CONSTRAINT "flashcard_images_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashcard_images_card_idx" ON "flashcard_images" USING btree ("flashcard_id","side","position");--> statement-breakpoint
CREATE INDEX "flashcard_images_know_idx" ON "flashcard_images" USING btree ("know_id");