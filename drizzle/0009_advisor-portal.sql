CREATE TABLE "lead_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"advisor_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_returns_lead_advisor_unique" UNIQUE("lead_id","advisor_id")
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "seq" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "lead_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "lead_matches" ADD COLUMN "contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_matches" ADD COLUMN "meeting_scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_matches" ADD COLUMN "expected_annual_revenue" integer;--> statement-breakpoint
ALTER TABLE "lead_returns" ADD CONSTRAINT "lead_returns_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_returns" ADD CONSTRAINT "lead_returns_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_returns_status_idx" ON "lead_returns" USING btree ("status","created_at");