CREATE TABLE "phone_consent_stop_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_consent_withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phone_consent_stop_tokens" ADD CONSTRAINT "phone_consent_stop_tokens_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_consent_stop_tokens_lead_idx" ON "phone_consent_stop_tokens" USING btree ("lead_id");