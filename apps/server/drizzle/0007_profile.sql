CREATE TYPE "public"."id_document_type" AS ENUM('passport', 'national_id', 'drivers_license', 'residence_permit');--> statement-breakpoint
CREATE TYPE "public"."identity_rejection_reason" AS ENUM('document_unreadable', 'document_expired', 'document_unsupported', 'selfie_mismatch', 'name_mismatch', 'other');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('identity_verified', 'identity_rejected', 'application_update', 'invitation_received', 'message_received', 'interview_reminder', 'job_alert', 'account_security');--> statement-breakpoint
CREATE TYPE "public"."availability" AS ENUM('immediately', 'within_2_weeks', 'within_1_month', 'within_3_months', 'not_available');--> statement-breakpoint
CREATE TYPE "public"."identity_status" AS ENUM('not_started', 'pending', 'verified', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."job_search_status" AS ENUM('actively_looking', 'open_to_offers', 'not_looking');--> statement-breakpoint
CREATE TYPE "public"."language_level" AS ENUM('basic', 'conversational', 'professional', 'fluent', 'native');--> statement-breakpoint
CREATE TYPE "public"."onboarding_step" AS ENUM('role', 'skills', 'experience', 'preferences', 'resume');--> statement-breakpoint
CREATE TYPE "public"."suggestion_kind" AS ENUM('skill', 'title', 'years');--> statement-breakpoint
CREATE TYPE "public"."suggestion_status" AS ENUM('pending', 'accepted', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'video_resume';--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'photo';--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'identity_document';--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'identity_selfie';--> statement-breakpoint
CREATE TABLE "upload_chunks" (
	"upload_id" uuid NOT NULL,
	"offset" bigint NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	CONSTRAINT "upload_chunks_upload_id_offset_pk" PRIMARY KEY("upload_id","offset")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" "file_kind" NOT NULL,
	"name" varchar(255) NOT NULL,
	"size" bigint NOT NULL,
	"declared_type" varchar(128) NOT NULL,
	"duration_seconds" integer,
	"received_bytes" bigint DEFAULT 0 NOT NULL,
	"file_id" uuid,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "identity_status" DEFAULT 'pending' NOT NULL,
	"document_type" "id_document_type" NOT NULL,
	"issuing_country" varchar(2) NOT NULL,
	"front_file_id" uuid,
	"back_file_id" uuid,
	"selfie_file_id" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"rejection_reason" "identity_rejection_reason",
	"reviewer_note" text
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "notification_type" NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"url" varchar(500),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_extractions" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" varchar(16) NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" "suggestion_kind" NOT NULL,
	"label" varchar(200) NOT NULL,
	"value" varchar(200) NOT NULL,
	"years" smallint,
	"evidence" text,
	"status" "suggestion_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_education" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"school" varchar(160) NOT NULL,
	"degree" varchar(120) DEFAULT '' NOT NULL,
	"field" varchar(120) DEFAULT '' NOT NULL,
	"start_year" smallint,
	"end_year" smallint
);
--> statement-breakpoint
CREATE TABLE "talent_experience" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"company" varchar(120) NOT NULL,
	"title" varchar(120) NOT NULL,
	"start_month" varchar(7) NOT NULL,
	"end_month" varchar(7),
	"location" varchar(120) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_languages" (
	"user_id" uuid NOT NULL,
	"code" varchar(3) NOT NULL,
	"level" "language_level" NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "talent_languages_user_id_code_pk" PRIMARY KEY("user_id","code")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "encrypted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_preferences" jsonb;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "headline" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "desired_role" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "city" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "work_authorization" varchar(2)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "availability" "availability";--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "notice_period_weeks" smallint;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "job_search_status" "job_search_status";--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "work_modes" "work_mode"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "employment_types" "employment_type"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "visible_to_recruiters" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "photo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "resume_file_id" uuid;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "video_resume_file_id" uuid;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "onboarding_step" "onboarding_step";--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "onboarding_completed_steps" "onboarding_step"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "onboarding_skipped_steps" "onboarding_step"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "onboarding_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upload_chunks" ADD CONSTRAINT "upload_chunks_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_front_file_id_files_id_fk" FOREIGN KEY ("front_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_back_file_id_files_id_fk" FOREIGN KEY ("back_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_selfie_file_id_files_id_fk" FOREIGN KEY ("selfie_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_extractions" ADD CONSTRAINT "resume_extractions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_extractions" ADD CONSTRAINT "resume_extractions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_suggestions" ADD CONSTRAINT "resume_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_suggestions" ADD CONSTRAINT "resume_suggestions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_education" ADD CONSTRAINT "talent_education_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_experience" ADD CONSTRAINT "talent_experience_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_languages" ADD CONSTRAINT "talent_languages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "uploads_expires_idx" ON "uploads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "identity_verifications_status_idx" ON "identity_verifications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_one_pending" ON "identity_verifications" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resume_suggestions_user_file_idx" ON "resume_suggestions" USING btree ("user_id","file_id");--> statement-breakpoint
CREATE INDEX "talent_education_user_idx" ON "talent_education" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "talent_experience_user_idx" ON "talent_experience" USING btree ("user_id","position");--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_resume_file_id_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_video_resume_file_id_files_id_fk" FOREIGN KEY ("video_resume_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;