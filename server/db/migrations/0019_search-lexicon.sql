CREATE TABLE "search_words" (
	"language" text NOT NULL,
	"word" text NOT NULL,
	"display" text NOT NULL,
	CONSTRAINT "search_words_language_word_pk" PRIMARY KEY("language","word")
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("language","word" text_pattern_ops);--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_simple (COPY = simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_simple ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_german (COPY = german);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_german ALTER MAPPING FOR hword, hword_part, word WITH unaccent, german_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_french (COPY = french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_french ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_english (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_english ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_italian (COPY = italian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_italian ALTER MAPPING FOR hword, hword_part, word WITH unaccent, italian_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_spanish (COPY = spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_spanish ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_portuguese (COPY = portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_portuguese ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_turkish (COPY = turkish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_turkish ALTER MAPPING FOR hword, hword_part, word WITH unaccent, turkish_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_romanian (COPY = romanian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_romanian ALTER MAPPING FOR hword, hword_part, word WITH unaccent, romanian_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION knowly_greek (COPY = greek);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION knowly_greek ALTER MAPPING FOR hword, hword_part, word WITH unaccent, greek_stem;--> statement-breakpoint
-- Existing knows: re-indexed in the accent-free configurations (server/search/search-index.ts).
UPDATE knows SET search_vector = (
  SELECT setweight(to_tsvector(c, coalesce(title, '')), 'A') || setweight(to_tsvector(c, coalesce(description, '')), 'B')
    || setweight(to_tsvector(c, left(coalesce(document_text, ''), 500000)), 'C')
  FROM (SELECT (CASE split_part(lower(content_language), '-', 1) WHEN 'de' THEN 'knowly_german' WHEN 'fr' THEN 'knowly_french'
    WHEN 'en' THEN 'knowly_english' WHEN 'it' THEN 'knowly_italian' WHEN 'es' THEN 'knowly_spanish'
    WHEN 'pt' THEN 'knowly_portuguese' WHEN 'tr' THEN 'knowly_turkish' WHEN 'ro' THEN 'knowly_romanian'
    WHEN 'el' THEN 'knowly_greek' ELSE 'knowly_simple' END)::regconfig AS c) cfg
);--> statement-breakpoint
-- Their words, as server/search/search-lexicon.ts records them.
INSERT INTO search_words (language, word, display)
SELECT split_part(lower(content_language), '-', 1), unaccent(w.lexeme), min(w.lexeme)
FROM knows, unnest(to_tsvector('simple'::regconfig, title || ' ' || description || ' ' || left(document_text, 500000))) w
WHERE char_length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme ~ '[[:alpha:]]'
GROUP BY 1, 2
ON CONFLICT (language, word) DO NOTHING;
