ALTER TABLE "lead_consents" ADD COLUMN "global_privacy_control" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_consents" ADD COLUMN "matching_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "matching_withheld" text;--> statement-breakpoint
CREATE INDEX "privacy_opt_outs_email_idx" ON "privacy_opt_outs" USING btree ("email");