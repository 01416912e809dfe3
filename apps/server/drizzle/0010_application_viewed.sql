ALTER TYPE "public"."application_event_type" ADD VALUE 'viewed';--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "viewed_at" timestamp with time zone;