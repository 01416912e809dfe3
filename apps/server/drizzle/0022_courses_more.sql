ALTER TABLE "course_lessons" ADD COLUMN "exercise" jsonb;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "seed_hash" varchar(64);