CREATE TABLE "flashcard_reviews" (
	"user_id" uuid NOT NULL,
	"flashcard_id" uuid NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "flashcard_reviews_user_id_flashcard_id_pk" PRIMARY KEY("user_id","flashcard_id")
);
--> statement-breakpoint
CREATE TABLE "flashcards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"know_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"front" text NOT NULL,
	"back" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "know_likes" (
	"user_id" uuid NOT NULL,
	"know_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "know_likes_user_id_know_id_pk" PRIMARY KEY("user_id","know_id")
);
--> statement-breakpoint
CREATE TABLE "know_saves" (
	"user_id" uuid NOT NULL,
	"know_id" uuid NOT NULL,
	"folder_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "know_saves_user_id_know_id_pk" PRIMARY KEY("user_id","know_id")
);
--> statement-breakpoint
CREATE TABLE "upload_pages" (
	"upload_id" uuid NOT NULL,
	"page_number" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "upload_pages_upload_id_page_number_pk" PRIMARY KEY("upload_id","page_number")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"know_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"content_type" text NOT NULL,
	"filename" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"page_count" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "format" text DEFAULT 'PDF' NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "topic_uuid" uuid;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "grade_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "content_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "country" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "page_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "filename" text;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "document_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "likes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "saves_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "views_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "knows" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_know_id_knows_id_fk" FOREIGN KEY ("know_id") REFERENCES "public"."knows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_likes" ADD CONSTRAINT "know_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_likes" ADD CONSTRAINT "know_likes_know_id_knows_id_fk" FOREIGN KEY ("know_id") REFERENCES "public"."knows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_saves" ADD CONSTRAINT "know_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_saves" ADD CONSTRAINT "know_saves_know_id_knows_id_fk" FOREIGN KEY ("know_id") REFERENCES "public"."knows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "know_saves" ADD CONSTRAINT "know_saves_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_pages" ADD CONSTRAINT "upload_pages_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_know_id_knows_id_fk" FOREIGN KEY ("know_id") REFERENCES "public"."knows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashcard_reviews_due_idx" ON "flashcard_reviews" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "flashcards_know_idx" ON "flashcards" USING btree ("know_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "folders_user_name_idx" ON "folders" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "know_likes_know_idx" ON "know_likes" USING btree ("know_id");--> statement-breakpoint
CREATE INDEX "know_saves_folder_idx" ON "know_saves" USING btree ("user_id","folder_id");--> statement-breakpoint
CREATE INDEX "know_saves_know_idx" ON "know_saves" USING btree ("know_id");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_know_idx" ON "uploads" USING btree ("know_id","position");--> statement-breakpoint
CREATE INDEX "knows_search_idx" ON "knows" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "knows_title_trgm_idx" ON "knows" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knows_public_lang_idx" ON "knows" USING btree ("content_language","published_at") WHERE "knows"."status" = 'PUBLISHED' AND NOT "knows"."is_private";--> statement-breakpoint
CREATE INDEX "knows_public_subject_idx" ON "knows" USING btree ("subject_id","published_at") WHERE "knows"."status" = 'PUBLISHED' AND NOT "knows"."is_private";--> statement-breakpoint
CREATE INDEX "knows_public_topic_idx" ON "knows" USING btree ("topic_uuid","published_at") WHERE "knows"."status" = 'PUBLISHED' AND NOT "knows"."is_private";