CREATE INDEX "jobs_keywords_tsv_idx" ON "jobs" USING gin ("keywords_tsv");--> statement-breakpoint
-- Keep the search vectors in the row (STORAGE MAIN) instead of out of line in TOAST: a search tests
-- `search @@ query` on candidate rows, and an out-of-line vector costs a TOAST index lookup and page reads each
-- time. Not expressible in the drizzle schema (see the comment on jobs.search). It applies to rows written from
-- now on; nothing changes in what a row holds, so existing rows stay valid as they are. Rewriting 100k rows here
-- would outlast the boot-time migration's 30 s query timeout: move them at a quiet time with
-- `VACUUM FULL jobs` (the job-search bench does after migrating its database).
ALTER TABLE "jobs" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "title_tsv" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "keywords_tsv" SET STORAGE MAIN;
