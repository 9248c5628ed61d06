ALTER TABLE "privacy_opt_outs" ADD COLUMN "kind" text DEFAULT 'do-not-sell' NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_opt_outs" ADD COLUMN "processed_by" text;--> statement-breakpoint
CREATE INDEX "email_log_created_at_idx" ON "email_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "privacy_opt_outs_open_idx" ON "privacy_opt_outs" USING btree ("processed_at","created_at");