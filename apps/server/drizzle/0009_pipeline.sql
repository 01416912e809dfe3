CREATE TYPE "public"."application_rejection_reason" AS ENUM('skills_gap', 'seniority', 'eligibility', 'role_filled', 'other');--> statement-breakpoint
CREATE TYPE "public"."actor_kind" AS ENUM('talent', 'recruiter', 'system');--> statement-breakpoint
CREATE TYPE "public"."application_event_type" AS ENUM('invited', 'submitted', 'status_changed', 'rejected', 'withdrawn', 'closed', 'promise_missed', 'interview_requested', 'interview_slots_proposed', 'interview_scheduled', 'interview_rescheduled', 'interview_cancelled', 'interview_completed', 'interview_request_declined', 'offer_sent', 'offer_revised', 'offer_countered', 'offer_counter_answered', 'offer_accepted', 'offer_declined', 'offer_withdrawn', 'offer_expired');--> statement-breakpoint
CREATE TYPE "public"."interview_decline_reason" AS ENUM('not_interested', 'accepted_other_offer', 'times_do_not_work', 'role_mismatch', 'other');--> statement-breakpoint
CREATE TYPE "public"."interview_outcome" AS ENUM('passed', 'not_passed');--> statement-breakpoint
CREATE TYPE "public"."interview_request_status" AS ENUM('pending', 'proposed', 'accepted', 'declined', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."interview_status" AS ENUM('scheduled', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."interview_type" AS ENUM('video', 'phone', 'onsite');--> statement-breakpoint
CREATE TYPE "public"."offer_decline_reason" AS ENUM('compensation', 'accepted_other_offer', 'start_date', 'role_fit', 'location_or_timezone', 'application_withdrawn', 'other');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('pending', 'accepted', 'declined', 'expired', 'withdrawn');--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'offer_attachment';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'interview_update' BEFORE 'job_alert';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'offer_update' BEFORE 'job_alert';--> statement-breakpoint
-- Hand-written: drizzle-kit would drop and recreate the enum through text, which breaks the partial indexes whose
-- predicates name its values. Renaming and adding values keeps every row and index as it is.
ALTER TYPE "public"."application_status" RENAME VALUE 'interview' TO 'interviewing';--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE 'assessment' BEFORE 'interviewing';--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE 'closed';--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"type" "application_event_type" NOT NULL,
	"from_status" "application_status",
	"to_status" "application_status",
	"actor_kind" "actor_kind" NOT NULL,
	"actor_user_id" uuid,
	"actor_name" varchar(255) NOT NULL,
	"summary" text NOT NULL,
	"note" text,
	"interview_request_id" uuid,
	"interview_id" uuid,
	"offer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"recruiter_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"type" "interview_type" NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"interviewers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agenda" text NOT NULL,
	"prep_notes" text DEFAULT '' NOT NULL,
	"location" text,
	"meeting_url" text,
	"recruiter_timezone" varchar(64) NOT NULL,
	"status" "interview_request_status" DEFAULT 'pending' NOT NULL,
	"talent_note" text,
	"decline_reason" "interview_decline_reason",
	"decline_note" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"proposed_by" "actor_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"request_id" uuid,
	"recruiter_id" uuid NOT NULL,
	"type" "interview_type" NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"interviewers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agenda" text DEFAULT '' NOT NULL,
	"prep_notes" text DEFAULT '' NOT NULL,
	"location" text,
	"join_url" text,
	"recruiter_timezone" varchar(64) NOT NULL,
	"talent_timezone" varchar(64) NOT NULL,
	"status" "interview_status" DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reschedule" jsonb,
	"outcome" "interview_outcome",
	"feedback" text,
	"private_notes" text,
	"cancelled_by" "actor_kind",
	"cancel_reason" text,
	"reminded_24h_at" timestamp with time zone,
	"reminded_1h_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_attachments" (
	"offer_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "offer_attachments_offer_id_file_id_pk" PRIMARY KEY("offer_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"recruiter_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"title" varchar(200) NOT NULL,
	"engagement_type" "employment_type" NOT NULL,
	"pay_amount" integer NOT NULL,
	"pay_currency" varchar(3) NOT NULL,
	"pay_period" "salary_period" NOT NULL,
	"start_date" date NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" "offer_status" DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"terms_hash" varchar(64) NOT NULL,
	"signed_name" varchar(255),
	"signed_at" timestamp with time zone,
	"signed_ip" varchar(64),
	"signed_user_agent" text,
	"signed_terms_hash" varchar(64),
	"decline_reason" "offer_decline_reason",
	"decline_note" text,
	"withdraw_reason" text,
	"counter" jsonb,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_reason" "application_rejection_reason";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "missing_skills" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "promise_missed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_interview_request_id_interview_requests_id_fk" FOREIGN KEY ("interview_request_id") REFERENCES "public"."interview_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD CONSTRAINT "interview_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD CONSTRAINT "interview_requests_recruiter_id_recruiters_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD CONSTRAINT "interview_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_request_id_interview_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."interview_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_request_id_interview_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."interview_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_recruiter_id_recruiters_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_attachments" ADD CONSTRAINT "offer_attachments_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_attachments" ADD CONSTRAINT "offer_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_recruiter_id_recruiters_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_requests_application_idx" ON "interview_requests" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "interview_requests_open_unique" ON "interview_requests" USING btree ("application_id") WHERE "interview_requests"."status" IN ('pending', 'proposed');--> statement-breakpoint
CREATE INDEX "interview_slots_request_idx" ON "interview_slots" USING btree ("request_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interviews_scheduled_starts_idx" ON "interviews" USING btree ("starts_at") WHERE "interviews"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "offer_attachments_file_idx" ON "offer_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "offers_application_idx" ON "offers" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "offers_pending_unique" ON "offers" USING btree ("application_id") WHERE "offers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "offers_pending_expires_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "applications_awaiting_response_idx" ON "applications" USING btree ("submitted_at") WHERE "applications"."first_response_at" IS NULL AND "applications"."promise_missed_at" IS NULL;--> statement-breakpoint
-- Existing applications: their last change is their last update, a move past `submitted` was a response, and
-- their timeline starts with the submission.
UPDATE "applications" SET "status_changed_at" = "updated_at";--> statement-breakpoint
UPDATE "applications" SET "first_response_at" = "updated_at" WHERE "status" <> 'submitted' AND "status" <> 'withdrawn';--> statement-breakpoint
INSERT INTO "application_events" ("application_id", "type", "to_status", "actor_kind", "actor_user_id", "actor_name", "summary", "created_at")
SELECT a."id", 'submitted', 'submitted', 'talent', a."user_id", u."name", 'You applied', a."submitted_at"
FROM "applications" a JOIN "users" u ON u."id" = a."user_id";
