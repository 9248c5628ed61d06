CREATE TABLE "advisors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"firm" text NOT NULL,
	"crd" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"website" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"states" text[] NOT NULL,
	"min_assets" integer DEFAULT 0 NOT NULL,
	"monthly_capacity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"bio" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisors_crd_unique" UNIQUE("crd")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"disclosure_text" text NOT NULL,
	"disclosure_version" text NOT NULL,
	"email_consent" boolean NOT NULL,
	"phone_consent" boolean NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"page_url" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_matches" (
	"lead_id" uuid NOT NULL,
	"advisor_id" uuid NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_matches_lead_id_advisor_id_pk" PRIMARY KEY("lead_id","advisor_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"age" integer NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"annual_income" integer NOT NULL,
	"total_debt" integer NOT NULL,
	"emergency_fund" integer NOT NULL,
	"monthly_expenses" integer NOT NULL,
	"investable_assets" integer NOT NULL,
	"credit_score" integer,
	"score" integer NOT NULL,
	"breakdown" jsonb NOT NULL,
	"readiness_level" text NOT NULL,
	"category" text NOT NULL,
	"step" integer NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"phone_consent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_matches" ADD CONSTRAINT "lead_matches_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_matches" ADD CONSTRAINT "lead_matches_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisors_active_idx" ON "advisors" USING btree ("active");--> statement-breakpoint
CREATE INDEX "lead_consents_lead_idx" ON "lead_consents" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_matches_advisor_created_idx" ON "lead_matches" USING btree ("advisor_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_email_created_idx" ON "leads" USING btree ("email","created_at");