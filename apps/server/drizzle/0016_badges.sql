CREATE TYPE "public"."badge_level" AS ENUM('proficient', 'advanced');--> statement-breakpoint
CREATE TABLE "badge_holders" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"subject_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_holders_subject_id_unique" UNIQUE("subject_id")
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"test_slug" text NOT NULL,
	"skill_slug" text NOT NULL,
	"skill_name" text NOT NULL,
	"test_title" text NOT NULL,
	"title" text NOT NULL,
	"level" "badge_level" NOT NULL,
	"attempt_id" uuid NOT NULL,
	"percent" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revocation_reason" text,
	"status_list_index" integer NOT NULL,
	"credential_jwt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_holders" ADD CONSTRAINT "badge_holders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badges_status_list_index_unique" ON "badges" USING btree ("status_list_index");--> statement-breakpoint
CREATE INDEX "badges_user_idx" ON "badges" USING btree ("user_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "badges_user_skill_idx" ON "badges" USING btree ("user_id","skill_slug");--> statement-breakpoint
CREATE INDEX "badges_revoked_idx" ON "badges" USING btree ("status_list_index") WHERE "badges"."revoked_at" is not null or "badges"."user_id" is null;