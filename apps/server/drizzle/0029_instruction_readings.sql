CREATE TABLE "instruction_readings" (
	"key" text PRIMARY KEY NOT NULL,
	"restatement" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
