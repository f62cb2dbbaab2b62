-- Decision 0072, session-16 addendum: half of all searches name a content language. With the
-- language in its own B-tree the planner walked that language's rows testing the vector of
-- each ("Temperatur" in German: 65,000 buffers); with the language as a column of the vector's
-- GIN index (btree_gin) one index scan intersects the two. A GIN index serves any subset of its
-- columns, so this one also replaces the vector-only index.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "know_search_language_vector_idx" ON "know_search" USING gin ("content_language", "search_vector");--> statement-breakpoint
DROP INDEX "know_search_vector_idx";
