CREATE TABLE "research_pages" (
	"url" text PRIMARY KEY NOT NULL,
	"final_url" text NOT NULL,
	"status" text NOT NULL,
	"http_status" integer,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"headings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "research_pages_fetched_idx" ON "research_pages" USING btree ("fetched_at");