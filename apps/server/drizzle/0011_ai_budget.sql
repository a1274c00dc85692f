CREATE TABLE "ai_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ai_pause" (
	"id" integer PRIMARY KEY NOT NULL,
	"paused_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ai_calls_started_at_idx" ON "ai_calls" USING btree ("started_at");