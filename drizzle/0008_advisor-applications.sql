CREATE TABLE "advisor_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firm_name" text NOT NULL,
	"crd" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"website" text,
	"states" text[] NOT NULL,
	"min_assets" integer NOT NULL,
	"monthly_capacity" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "advisor_applications_status_idx" ON "advisor_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "advisor_applications_crd_idx" ON "advisor_applications" USING btree ("crd");