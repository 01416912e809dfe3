ALTER TABLE "job_invitations" ALTER COLUMN "salary_min" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "job_invitations" ALTER COLUMN "salary_max" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "salary_min" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "salary_max" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "salary_usd" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "pay_amount" SET DATA TYPE bigint;