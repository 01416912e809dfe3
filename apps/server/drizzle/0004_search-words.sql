CREATE TABLE "search_words" (
	"word" varchar(64) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Backfill from the jobs and skills already stored; new rows add their words as they are written.
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM (
  SELECT regexp_split_to_table(lower("title" || ' ' || "company_name" || ' ' || "skills_text"), '[^[:alnum:]]+') AS w FROM "jobs"
  UNION ALL
  SELECT regexp_split_to_table(lower("name" || ' ' || array_to_string("aliases", ' ')), '[^[:alnum:]]+') FROM "skills"
) words
WHERE length(w) BETWEEN 3 AND 64
ON CONFLICT DO NOTHING;
