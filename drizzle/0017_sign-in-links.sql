CREATE TABLE "sign_in_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"free_attempts" integer NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "details" jsonb;--> statement-breakpoint
CREATE INDEX "sign_in_attempts_expires_at_idx" ON "sign_in_attempts" USING btree ("expires_at");