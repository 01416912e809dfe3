ALTER TYPE "public"."file_kind" ADD VALUE 'signed_document';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'elite_update';--> statement-breakpoint
CREATE TABLE "compliance_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"draft" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"draft_saved_at" timestamp with time zone,
	"details" jsonb,
	"tax_id_sealed" text,
	"payout_account_sealed" text,
	"details_saved_at" timestamp with time zone,
	"renewal_reminded_for" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(32) NOT NULL,
	"template_version" varchar(32) NOT NULL,
	"text_sealed" text NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"bundle_sha256" varchar(64) NOT NULL,
	"typed_name" varchar(200) NOT NULL,
	"consent_electronic" varchar(200) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"pdf_file_id" uuid
);
--> statement-breakpoint
CREATE TABLE "elite_application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"event" varchar(40) NOT NULL,
	"actor_user_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elite_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" varchar(16) DEFAULT 'in_progress' NOT NULL,
	"track" varchar(16),
	"join_draft" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"join_draft_saved_at" timestamp with time zone,
	"join_form" jsonb,
	"join_submitted_at" timestamp with time zone,
	"work_preference_draft" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"work_preference_draft_saved_at" timestamp with time zone,
	"work_preference_form" jsonb,
	"work_preference_submitted_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"outcome" varchar(16),
	"reason" text,
	"reapply_at" timestamp with time zone,
	"gap_tests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elite_review_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "elite_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_profiles" ADD CONSTRAINT "compliance_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_signatures" ADD CONSTRAINT "compliance_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_signatures" ADD CONSTRAINT "compliance_signatures_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elite_application_events" ADD CONSTRAINT "elite_application_events_application_id_elite_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."elite_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elite_application_events" ADD CONSTRAINT "elite_application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elite_applications" ADD CONSTRAINT "elite_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elite_applications" ADD CONSTRAINT "elite_applications_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elite_review_notes" ADD CONSTRAINT "elite_review_notes_application_id_elite_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."elite_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elite_review_notes" ADD CONSTRAINT "elite_review_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_signatures_user_idx" ON "compliance_signatures" USING btree ("user_id","kind","signed_at");--> statement-breakpoint
CREATE INDEX "compliance_signatures_expiry_idx" ON "compliance_signatures" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "elite_application_events_app_idx" ON "elite_application_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "elite_applications_user_idx" ON "elite_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "elite_applications_status_idx" ON "elite_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "elite_applications_one_open_idx" ON "elite_applications" USING btree ("user_id") WHERE "elite_applications"."status" in ('in_progress', 'submitted');--> statement-breakpoint
CREATE INDEX "elite_review_notes_app_idx" ON "elite_review_notes" USING btree ("application_id","created_at");