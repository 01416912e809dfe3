ALTER TYPE "public"."file_kind" ADD VALUE 'lesson_video';--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'lesson_captions';--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'talk_recording';--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'talk_slides';--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'course_certificate';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'course_certificate';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'talk_update';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'talk_request_update';