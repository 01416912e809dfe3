CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_sealed" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_question_votes" (
	"question_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "talk_question_votes_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "talk_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talk_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_ratings" (
	"talk_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "talk_ratings_talk_id_user_id_pk" PRIMARY KEY("talk_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "talk_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"talk_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" varchar(16) NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"line" bigserial NOT NULL,
	"promoted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL,
	"reminded_day_at" timestamp with time zone,
	"reminded_soon_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "talk_request_votes" (
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "talk_request_votes_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "talk_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"topic" varchar(160) NOT NULL,
	"category" varchar(32) NOT NULL,
	"abstract" text NOT NULL,
	"preferred_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"speaker_bio" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"talk_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" varchar(100),
	"category" varchar(32) NOT NULL,
	"title" varchar(160) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"speaker_name" varchar(120) NOT NULL,
	"speaker_title" varchar(160) DEFAULT '' NOT NULL,
	"speaker_bio" text DEFAULT '' NOT NULL,
	"speaker_time_zone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"join_url" text NOT NULL,
	"resources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_reason" text,
	"recording_file_id" uuid,
	"captions_file_id" uuid,
	"slides_file_id" uuid,
	"chapters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_question_votes" ADD CONSTRAINT "talk_question_votes_question_id_talk_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."talk_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_question_votes" ADD CONSTRAINT "talk_question_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_questions" ADD CONSTRAINT "talk_questions_talk_id_talks_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."talks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_questions" ADD CONSTRAINT "talk_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_ratings" ADD CONSTRAINT "talk_ratings_talk_id_talks_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."talks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_ratings" ADD CONSTRAINT "talk_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_registrations" ADD CONSTRAINT "talk_registrations_talk_id_talks_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."talks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_registrations" ADD CONSTRAINT "talk_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_request_votes" ADD CONSTRAINT "talk_request_votes_request_id_talk_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."talk_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_request_votes" ADD CONSTRAINT "talk_request_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_requests" ADD CONSTRAINT "talk_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_requests" ADD CONSTRAINT "talk_requests_talk_id_talks_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."talks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talks" ADD CONSTRAINT "talks_recording_file_id_files_id_fk" FOREIGN KEY ("recording_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talks" ADD CONSTRAINT "talks_captions_file_id_files_id_fk" FOREIGN KEY ("captions_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talks" ADD CONSTRAINT "talks_slides_file_id_files_id_fk" FOREIGN KEY ("slides_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talks" ADD CONSTRAINT "talks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "talk_questions_talk_idx" ON "talk_questions" USING btree ("talk_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "talk_registrations_talk_user_unique" ON "talk_registrations" USING btree ("talk_id","user_id");--> statement-breakpoint
CREATE INDEX "talk_registrations_talk_state_idx" ON "talk_registrations" USING btree ("talk_id","state","line");--> statement-breakpoint
CREATE INDEX "talk_registrations_user_idx" ON "talk_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "talk_requests_status_idx" ON "talk_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "talk_requests_user_idx" ON "talk_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "talk_requests_talk_idx" ON "talk_requests" USING btree ("talk_id") WHERE "talk_requests"."talk_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "talks_seed_key_unique" ON "talks" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "talks_starts_idx" ON "talks" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "talks_category_starts_idx" ON "talks" USING btree ("category","starts_at");