CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event" varchar(200) NOT NULL,
	"distinct_id" varchar(200) NOT NULL,
	"session_id" varchar(100),
	"path" varchar(2000),
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"properties" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_event_occurred_idx" ON "analytics_events" USING btree ("event","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("received_at");