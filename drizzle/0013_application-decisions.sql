ALTER TABLE "advisor_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advisor_applications" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "advisor_applications" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "advisor_applications" ADD COLUMN "advisor_id" uuid;--> statement-breakpoint
ALTER TABLE "advisor_applications" ADD CONSTRAINT "advisor_applications_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE no action ON UPDATE no action;