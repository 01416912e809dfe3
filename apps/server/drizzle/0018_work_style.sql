CREATE TYPE "public"."work_style_visibility" AS ENUM('private', 'profile');--> statement-breakpoint
CREATE TABLE "work_style_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"top" text[] NOT NULL,
	"visibility" "work_style_visibility" DEFAULT 'private' NOT NULL,
	"claim_token_hash" text,
	"claim_expires_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_style_results" ADD CONSTRAINT "work_style_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_style_results_user_idx" ON "work_style_results" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_style_results_claim_idx" ON "work_style_results" USING btree ("claim_token_hash");--> statement-breakpoint
CREATE INDEX "work_style_results_expiry_idx" ON "work_style_results" USING btree ("claim_expires_at");