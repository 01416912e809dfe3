ALTER TYPE "public"."file_kind" ADD VALUE 'interview_answer';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'assessment_update';--> statement-breakpoint
CREATE TABLE "assignment_accommodations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"extra_time_percent" smallint,
	"extra_takes" smallint,
	"note" text,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_by_user_id" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assignment_answer_ratings" (
	"question_id" uuid PRIMARY KEY NOT NULL,
	"scores" jsonb NOT NULL,
	"note" text,
	"rated_by_user_id" uuid,
	"rated_by_name" varchar(200) NOT NULL,
	"rated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"prompt" text NOT NULL,
	"think_seconds" integer NOT NULL,
	"answer_seconds" integer NOT NULL,
	"max_takes" smallint NOT NULL,
	"modes" text[] NOT NULL,
	"kept_take_id" uuid,
	"watched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assignment_rubric_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"label" varchar(80) NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "assignment_takes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"number" smallint NOT NULL,
	"mode" varchar(8) NOT NULL,
	"state" varchar(16) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"think_ends_at" timestamp with time zone NOT NULL,
	"answer_started_at" timestamp with time zone,
	"answer_ends_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"overrun_seconds" integer DEFAULT 0 NOT NULL,
	"duration_seconds" real,
	"file_id" uuid,
	"bytes" bigint,
	"text" text,
	"recorded_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"talent_user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"recruiter_id" uuid,
	"created_by_user_id" uuid,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'sent' NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_sealed" text NOT NULL,
	"title" varchar(200) NOT NULL,
	"message" text,
	"test_id" uuid,
	"test_slug" varchar(64),
	"pass_mark_percent" smallint,
	"deadline_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"attempt_id" uuid,
	"used_badge_id" uuid,
	"retention_until" timestamp with time zone,
	"recordings_deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignment_accommodations" ADD CONSTRAINT "assignment_accommodations_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_accommodations" ADD CONSTRAINT "assignment_accommodations_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_answer_ratings" ADD CONSTRAINT "assignment_answer_ratings_question_id_assignment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assignment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_answer_ratings" ADD CONSTRAINT "assignment_answer_ratings_rated_by_user_id_users_id_fk" FOREIGN KEY ("rated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_questions" ADD CONSTRAINT "assignment_questions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_rubric_criteria" ADD CONSTRAINT "assignment_rubric_criteria_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_takes" ADD CONSTRAINT "assignment_takes_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_takes" ADD CONSTRAINT "assignment_takes_question_id_assignment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assignment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_takes" ADD CONSTRAINT "assignment_takes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_talent_user_id_users_id_fk" FOREIGN KEY ("talent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_recruiter_id_recruiters_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_test_id_skill_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."skill_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_attempt_id_assessment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."assessment_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_accommodations_assignment_idx" ON "assignment_accommodations" USING btree ("assignment_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_accommodations_one_pending" ON "assignment_accommodations" USING btree ("assignment_id") WHERE "assignment_accommodations"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_questions_position_unique" ON "assignment_questions" USING btree ("assignment_id","position");--> statement-breakpoint
CREATE INDEX "assignment_rubric_assignment_idx" ON "assignment_rubric_criteria" USING btree ("assignment_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_takes_number_unique" ON "assignment_takes" USING btree ("question_id","number");--> statement-breakpoint
CREATE INDEX "assignment_takes_assignment_idx" ON "assignment_takes" USING btree ("assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_takes_one_open" ON "assignment_takes" USING btree ("question_id") WHERE "assignment_takes"."state" IN ('thinking', 'answering', 'stopped');--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_token_hash_unique" ON "assignments" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "assignments_application_idx" ON "assignments" USING btree ("application_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assignments_talent_idx" ON "assignments" USING btree ("talent_user_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_attempt_unique" ON "assignments" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "assignments_due_idx" ON "assignments" USING btree ("deadline_at") WHERE "assignments"."status" IN ('sent', 'in_progress');--> statement-breakpoint
CREATE INDEX "assignments_retention_idx" ON "assignments" USING btree ("retention_until") WHERE "assignments"."recordings_deleted_at" IS NULL AND "assignments"."retention_until" IS NOT NULL;