CREATE TYPE "public"."attempt_closed_by" AS ENUM('candidate', 'deadline');--> statement-breakpoint
CREATE TYPE "public"."attempt_status" AS ENUM('in_progress', 'submitted', 'expired');--> statement-breakpoint
CREATE TABLE "assessment_answers" (
	"attempt_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"points" real,
	CONSTRAINT "assessment_answers_attempt_id_item_id_pk" PRIMARY KEY("attempt_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "assessment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"form" jsonb NOT NULL,
	"proctoring_mode" varchar(16) NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"status" "attempt_status" DEFAULT 'in_progress' NOT NULL,
	"closed_by" "attempt_closed_by",
	"submitted_at" timestamp with time zone,
	"points" real,
	"max_points" real,
	"percent" smallint,
	"passed" boolean,
	"level" varchar(16),
	"is_redo" boolean DEFAULT false NOT NULL,
	"graded" jsonb,
	"proctoring_retain_until" timestamp with time zone,
	"proctoring_deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assessment_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" varchar(200) NOT NULL,
	"test_id" uuid NOT NULL,
	"type" varchar(32) NOT NULL,
	"topic" varchar(200) NOT NULL,
	"difficulty" smallint NOT NULL,
	"practice" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"exposure_count" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"retired_reason" varchar(16),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proctoring_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"kind" varchar(32) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"amount" integer,
	"item_id" uuid,
	"storage_key" text,
	"mime" varchar(64),
	"bytes" integer,
	"retain_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_standings" (
	"user_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"visibility" varchar(16) DEFAULT 'band' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_standings_user_id_test_id_pk" PRIMARY KEY("user_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "skill_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(64) NOT NULL,
	"skill_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"category" varchar(32) NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"time_limit_minutes" smallint NOT NULL,
	"topics" text[] NOT NULL,
	"blueprint" jsonb NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_attempt_id_assessment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."assessment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_item_id_assessment_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."assessment_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_test_id_skill_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."skill_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_items" ADD CONSTRAINT "assessment_items_test_id_skill_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."skill_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring_entries" ADD CONSTRAINT "proctoring_entries_attempt_id_assessment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."assessment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_standings" ADD CONSTRAINT "skill_standings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_standings" ADD CONSTRAINT "skill_standings_test_id_skill_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."skill_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_tests" ADD CONSTRAINT "skill_tests_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_attempts_user_idx" ON "assessment_attempts" USING btree ("user_id","test_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_one_open" ON "assessment_attempts" USING btree ("user_id","test_id") WHERE "assessment_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "assessment_attempts_due_idx" ON "assessment_attempts" USING btree ("deadline_at") WHERE "assessment_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "assessment_attempts_cohort_idx" ON "assessment_attempts" USING btree ("test_id","user_id","percent") WHERE "assessment_attempts"."status" <> 'in_progress';--> statement-breakpoint
CREATE INDEX "assessment_attempts_retention_idx" ON "assessment_attempts" USING btree ("proctoring_retain_until") WHERE "assessment_attempts"."proctoring_deleted_at" IS NULL AND "assessment_attempts"."proctoring_retain_until" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_items_key_unique" ON "assessment_items" USING btree ("key");--> statement-breakpoint
CREATE INDEX "assessment_items_draw_idx" ON "assessment_items" USING btree ("test_id","type","exposure_count") WHERE "assessment_items"."retired_at" IS NULL AND NOT "assessment_items"."practice";--> statement-breakpoint
CREATE INDEX "assessment_items_practice_idx" ON "assessment_items" USING btree ("test_id") WHERE "assessment_items"."practice";--> statement-breakpoint
CREATE INDEX "proctoring_entries_attempt_idx" ON "proctoring_entries" USING btree ("attempt_id","at");--> statement-breakpoint
CREATE INDEX "proctoring_entries_retention_idx" ON "proctoring_entries" USING btree ("retain_until");--> statement-breakpoint
CREATE INDEX "skill_standings_test_idx" ON "skill_standings" USING btree ("test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_tests_slug_unique" ON "skill_tests" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "skill_tests_skill_idx" ON "skill_tests" USING btree ("skill_id");