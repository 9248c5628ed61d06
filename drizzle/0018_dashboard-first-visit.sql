ALTER TABLE "users" ADD COLUMN "dashboard_first_seen_at" timestamp with time zone;--> statement-breakpoint
-- Accounts made before this column existed have been greeted before: they are not new.
UPDATE "users" SET "dashboard_first_seen_at" = "created_at";
