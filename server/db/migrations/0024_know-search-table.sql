-- Decision 0072: search reads a narrow copy of each public know (a few hundred bytes, its vector
-- out of line) instead of the know's row, which carries the document text inline.
CREATE TABLE "know_search" (
	"know_id" uuid PRIMARY KEY NOT NULL CONSTRAINT "know_search_know_id_knows_id_fk" REFERENCES "knows"("id") ON DELETE CASCADE,
	"title" text NOT NULL,
	"search_vector" tsvector NOT NULL,
	-- The title's lexemes alone (weight A): title hits of a broad word without reading whole vectors.
	"title_vector" tsvector GENERATED ALWAYS AS (ts_filter("search_vector", '{a}')) STORED NOT NULL,
	"content_language" text NOT NULL,
	"subject_id" integer,
	"topic_uuid" uuid,
	"grade_ids" integer[] NOT NULL,
	"format" text NOT NULL,
	"popularity" double precision NOT NULL,
	"published_at" timestamp with time zone
) WITH (toast_tuple_target = 128, fillfactor = 90);--> statement-breakpoint
-- Every public know, as the trigger below keeps them.
INSERT INTO "know_search" ("know_id", "title", "search_vector", "content_language", "subject_id", "topic_uuid", "grade_ids", "format", "popularity", "published_at")
SELECT "id", "title", "search_vector", "content_language", "subject_id", "topic_uuid", "grade_ids", "format", coalesce("popularity", 0), "published_at"
FROM "knows" WHERE "status" = 'PUBLISHED' AND NOT "is_private" AND "search_vector" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "know_search_vector_idx" ON "know_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "know_search_title_vector_idx" ON "know_search" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "know_search_title_trgm_idx" ON "know_search" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "know_search_published_idx" ON "know_search" USING btree ("published_at" DESC NULLS LAST, "know_id");--> statement-breakpoint
CREATE INDEX "know_search_subject_idx" ON "know_search" USING btree ("subject_id", "published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "know_search_language_idx" ON "know_search" USING btree ("content_language", "published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "know_search_topic_idx" ON "know_search" USING btree ("topic_uuid", "published_at" DESC NULLS LAST);--> statement-breakpoint
-- In the database rather than in each write path: publishing, hiding, reviewing, editing, likes,
-- saves and views all change what search reads, and a trigger cannot be forgotten by the next one.
CREATE FUNCTION "know_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'PUBLISHED' AND NOT NEW.is_private AND NEW.search_vector IS NOT NULL THEN
    INSERT INTO know_search (know_id, title, search_vector, content_language, subject_id, topic_uuid, grade_ids, format, popularity, published_at)
    VALUES (NEW.id, NEW.title, NEW.search_vector, NEW.content_language, NEW.subject_id, NEW.topic_uuid, NEW.grade_ids, NEW.format,
      coalesce(NEW.popularity, 0), NEW.published_at)
    ON CONFLICT (know_id) DO UPDATE SET title = EXCLUDED.title, search_vector = EXCLUDED.search_vector,
      content_language = EXCLUDED.content_language, subject_id = EXCLUDED.subject_id, topic_uuid = EXCLUDED.topic_uuid,
      grade_ids = EXCLUDED.grade_ids, format = EXCLUDED.format, popularity = EXCLUDED.popularity, published_at = EXCLUDED.published_at;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM know_search WHERE know_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "know_search_sync" AFTER INSERT OR UPDATE OF "title", "search_vector", "status", "is_private", "content_language",
	"subject_id", "topic_uuid", "grade_ids", "format", "likes_count", "saves_count", "views_count", "published_at"
	ON "knows" FOR EACH ROW EXECUTE FUNCTION "know_search_sync"();
