ALTER TYPE "public"."file_kind" ADD VALUE 'service_gallery';--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'order_file';--> statement-breakpoint
ALTER TYPE "public"."conversation_kind" ADD VALUE 'order';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'marketplace_update';--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" varchar(120) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"order_id" uuid,
	"order_reference" varchar(16),
	"memo" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account" varchar(80) NOT NULL,
	"user_id" uuid,
	"currency" varchar(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_dispute_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"author_id" uuid,
	"author_side" varchar(8) NOT NULL,
	"text" text NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"opened_by" uuid,
	"opened_by_side" varchar(8) NOT NULL,
	"reason" varchar(32) NOT NULL,
	"details" text NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"previous_status" varchar(24) NOT NULL,
	"outcome" varchar(16),
	"refund_minor" integer,
	"decision_reason" text,
	"counts_against_seller" boolean,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"type" varchar(32) NOT NULL,
	"actor_side" varchar(8) NOT NULL,
	"actor_id" uuid,
	"message" text,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_minor" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" varchar(16) NOT NULL,
	"service_id" uuid,
	"service_title" varchar(90) NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"buyer_recruiter_id" uuid,
	"status" varchar(24) DEFAULT 'requirements' NOT NULL,
	"tier" jsonb NOT NULL,
	"addons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" varchar(3) NOT NULL,
	"total_minor" integer NOT NULL,
	"fee_minor" integer NOT NULL,
	"requirements" jsonb,
	"requirements_at" timestamp with time zone,
	"revisions_used" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"late_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"auto_release_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancel_requested_by" varchar(8),
	"cancel_reason" varchar(32),
	"cancel_message" text,
	"cancel_requested_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_fault" varchar(8),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketplace_orders_not_own" CHECK ("marketplace_orders"."seller_id" <> "marketplace_orders"."buyer_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"author_id" uuid,
	"author_side" varchar(8) NOT NULL,
	"subject_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketplace_reviews_rating" CHECK ("marketplace_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "marketplace_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"seed_key" varchar(100),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"draft" jsonb NOT NULL,
	"title" varchar(90) DEFAULT '' NOT NULL,
	"category" varchar(32),
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"from_price_minor" integer,
	"from_price_usd_minor" integer,
	"fastest_delivery_days" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "recruiter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "buyer_talent_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_marketplace_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."marketplace_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_dispute_evidence" ADD CONSTRAINT "marketplace_dispute_evidence_dispute_id_marketplace_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."marketplace_disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_dispute_evidence" ADD CONSTRAINT "marketplace_dispute_evidence_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_disputes" ADD CONSTRAINT "marketplace_disputes_order_id_marketplace_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."marketplace_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_disputes" ADD CONSTRAINT "marketplace_disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_disputes" ADD CONSTRAINT "marketplace_disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_order_events" ADD CONSTRAINT "marketplace_order_events_order_id_marketplace_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."marketplace_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_order_events" ADD CONSTRAINT "marketplace_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_service_id_marketplace_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."marketplace_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_orders" ADD CONSTRAINT "marketplace_orders_buyer_recruiter_id_recruiters_id_fk" FOREIGN KEY ("buyer_recruiter_id") REFERENCES "public"."recruiters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reviews" ADD CONSTRAINT "marketplace_reviews_order_id_marketplace_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."marketplace_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reviews" ADD CONSTRAINT "marketplace_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reviews" ADD CONSTRAINT "marketplace_reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_services" ADD CONSTRAINT "marketplace_services_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_key_unique" ON "ledger_entries" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account","currency");--> statement-breakpoint
CREATE INDEX "ledger_postings_user_idx" ON "ledger_postings" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_dispute_evidence_dispute_idx" ON "marketplace_dispute_evidence" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_disputes_order_unique" ON "marketplace_disputes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "marketplace_disputes_status_idx" ON "marketplace_disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "marketplace_order_events_order_idx" ON "marketplace_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_orders_reference_unique" ON "marketplace_orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "marketplace_orders_seller_idx" ON "marketplace_orders" USING btree ("seller_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_orders_buyer_idx" ON "marketplace_orders" USING btree ("buyer_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_orders_service_idx" ON "marketplace_orders" USING btree ("service_id","status");--> statement-breakpoint
CREATE INDEX "marketplace_orders_auto_release_idx" ON "marketplace_orders" USING btree ("auto_release_at") WHERE "marketplace_orders"."auto_release_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_reviews_order_side_unique" ON "marketplace_reviews" USING btree ("order_id","author_side");--> statement-breakpoint
CREATE INDEX "marketplace_reviews_subject_idx" ON "marketplace_reviews" USING btree ("subject_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_services_seed_key_unique" ON "marketplace_services" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "marketplace_services_seller_idx" ON "marketplace_services" USING btree ("seller_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_services_browse_idx" ON "marketplace_services" USING btree ("status","category","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_services_skills_idx" ON "marketplace_services" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "marketplace_services_title_trgm_idx" ON "marketplace_services" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_talent_id_users_id_fk" FOREIGN KEY ("buyer_talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_order_id_marketplace_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."marketplace_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_order_unique" ON "conversations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "conversations_buyer_talent_activity_idx" ON "conversations" USING btree ("buyer_talent_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_other_side" CHECK (("conversations"."recruiter_id" is not null) <> ("conversations"."buyer_talent_id" is not null) and ("conversations"."buyer_talent_id" is null or "conversations"."kind"::text = 'order'));