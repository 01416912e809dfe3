CREATE TYPE "public"."employment_type" AS ENUM('full_time', 'part_time', 'contract', 'freelance');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TYPE "public"."salary_period" AS ENUM('hour', 'day', 'month', 'year');--> statement-breakpoint
CREATE TYPE "public"."seniority" AS ENUM('intern', 'junior', 'mid', 'senior', 'lead', 'principal');--> statement-breakpoint
CREATE TYPE "public"."work_mode" AS ENUM('remote', 'hybrid', 'onsite');--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"logo_url" text,
	"size" varchar(32) NOT NULL,
	"industry" varchar(100) NOT NULL,
	"country" varchar(2) NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_skills" (
	"job_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"years" smallint,
	CONSTRAINT "job_skills_job_id_skill_id_pk" PRIMARY KEY("job_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"recruiter_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"seniority" "seniority" NOT NULL,
	"employment_type" "employment_type" NOT NULL,
	"work_mode" "work_mode" NOT NULL,
	"office_country" varchar(2),
	"office_city" varchar(100),
	"eligible_anywhere" boolean DEFAULT false NOT NULL,
	"eligible_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"eligible_regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"timezone" varchar(64) NOT NULL,
	"min_overlap_hours" smallint DEFAULT 0 NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" varchar(3),
	"salary_period" "salary_period",
	"salary_usd" integer DEFAULT 0 NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"screener_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"response_days" smallint DEFAULT 7 NOT NULL,
	"status" "job_status" DEFAULT 'open' NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"company_name" varchar(200) NOT NULL,
	"skill_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills_text" text DEFAULT '' NOT NULL,
	"title_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "jobs"."title")) STORED NOT NULL,
	"keywords_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "jobs"."company_name" || ' ' || "jobs"."skills_text")) STORED NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "jobs"."title"), 'A') || setweight(to_tsvector('english'::regconfig, "jobs"."company_name" || ' ' || "jobs"."skills_text"), 'B') || setweight(to_tsvector('english'::regconfig, "jobs"."description"), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"title" varchar(200) NOT NULL,
	"avatar_url" text,
	"median_response_hours" integer
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"query" jsonb NOT NULL,
	"alert" boolean DEFAULT true NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"category" varchar(64) NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"country" varchar(2),
	"timezone" varchar(64),
	"seniority" "seniority",
	"salary_amount" integer,
	"salary_currency" varchar(3),
	"salary_period" "salary_period",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_skills" (
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"years" smallint,
	"level" varchar(32),
	CONSTRAINT "talent_skills_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id")
);
--> statement-breakpoint
ALTER TABLE "job_skills" ADD CONSTRAINT "job_skills_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_skills" ADD CONSTRAINT "job_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_recruiter_id_recruiters_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiters" ADD CONSTRAINT "recruiters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_skills" ADD CONSTRAINT "talent_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_skills" ADD CONSTRAINT "talent_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_skills_skill_id_idx" ON "job_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_title_tsv_idx" ON "jobs" USING gin ("title_tsv");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_keywords_trgm_idx" ON "jobs" USING gin (("company_name" || ' ' || "skills_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_skill_slugs_idx" ON "jobs" USING gin ("skill_slugs");--> statement-breakpoint
CREATE INDEX "jobs_eligible_countries_idx" ON "jobs" USING gin ("eligible_countries");--> statement-breakpoint
CREATE INDEX "jobs_open_posted_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_salary_idx" ON "jobs" USING btree ("salary_usd" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_company_id_idx" ON "jobs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "jobs_recruiter_id_idx" ON "jobs" USING btree ("recruiter_id");--> statement-breakpoint
CREATE INDEX "jobs_filters_idx" ON "jobs" USING btree ("work_mode","employment_type","seniority");--> statement-breakpoint
CREATE INDEX "recruiters_company_id_idx" ON "recruiters" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "saved_jobs_user_created_idx" ON "saved_jobs" USING btree ("user_id","created_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_jobs_job_id_idx" ON "saved_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_id_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_slug_unique" ON "skills" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "skills_name_trgm_idx" ON "skills" USING gin (lower("name") gin_trgm_ops);