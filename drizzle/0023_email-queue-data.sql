ALTER TABLE "email_queue" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_queue" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_queue" ALTER COLUMN "html_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_queue" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "email_queue" ADD CONSTRAINT "email_queue_rendered_or_data_check" CHECK ("email_queue"."data" is not null or ("email_queue"."subject" is not null and "email_queue"."text_body" is not null and "email_queue"."html_body" is not null));