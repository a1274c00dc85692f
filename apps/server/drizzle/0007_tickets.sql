CREATE TABLE "tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Backlog' NOT NULL,
	"priority" text DEFAULT 'P2' NOT NULL,
	"effort" text DEFAULT 'M' NOT NULL,
	"business_value" text DEFAULT 'Medium' NOT NULL,
	"assignee" text DEFAULT '' NOT NULL,
	"due_date" date,
	"dependencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"date_created" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('Backlog', 'In Progress', 'Review', 'Done')),
	CONSTRAINT "tickets_priority_check" CHECK ("tickets"."priority" in ('P0', 'P1', 'P2', 'P3')),
	CONSTRAINT "tickets_effort_check" CHECK ("tickets"."effort" in ('XS', 'S', 'M', 'L', 'XL')),
	CONSTRAINT "tickets_business_value_check" CHECK ("tickets"."business_value" in ('High', 'Medium', 'Low'))
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at");