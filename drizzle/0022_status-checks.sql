-- Roles other than these were always read as 'user' (roleOf); store them so before the check.
UPDATE "users" SET "role" = 'user' WHERE "role" NOT IN ('user', 'advisor', 'admin');--> statement-breakpoint
ALTER TABLE "advisor_applications" ADD CONSTRAINT "advisor_applications_status_check" CHECK ("advisor_applications"."status" in ('pending', 'approved', 'declined'));--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_purpose_check" CHECK ("auth_tokens"."purpose" in ('password-reset', 'email-verification', 'advisor-invite', 'sign-in-link', 'signup-confirmation'));--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_status_check" CHECK ("blog_posts"."status" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "email_log" ADD CONSTRAINT "email_log_transport_check" CHECK ("email_log"."transport" in ('smtp', 'outbox'));--> statement-breakpoint
ALTER TABLE "email_log" ADD CONSTRAINT "email_log_status_check" CHECK ("email_log"."status" in ('sent', 'failed'));--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_type_check" CHECK ("lead_events"."type" in ('CONTACT_REQUESTED', 'CONTACTED', 'STATUS_CHANGED', 'MEETING_SCHEDULED', 'NOTE', 'RETURN_REQUESTED', 'RETURN_CREDITED', 'RETURN_DECLINED', 'MATCH_ADDED', 'MATCH_REMOVED', 'WITHDRAWN'));--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_from_status_check" CHECK ("lead_events"."from_status" in ('NEW', 'CONTACTED', 'NURTURING', 'QUALIFIED', 'CONVERTED', 'LOST'));--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_to_status_check" CHECK ("lead_events"."to_status" in ('NEW', 'CONTACTED', 'NURTURING', 'QUALIFIED', 'CONVERTED', 'LOST'));--> statement-breakpoint
ALTER TABLE "lead_matches" ADD CONSTRAINT "lead_matches_status_check" CHECK ("lead_matches"."status" in ('NEW', 'CONTACTED', 'NURTURING', 'QUALIFIED', 'CONVERTED', 'LOST'));--> statement-breakpoint
ALTER TABLE "lead_returns" ADD CONSTRAINT "lead_returns_reason_check" CHECK ("lead_returns"."reason" in ('wrong-contact', 'duplicate', 'out-of-state', 'not-real'));--> statement-breakpoint
ALTER TABLE "lead_returns" ADD CONSTRAINT "lead_returns_status_check" CHECK ("lead_returns"."status" in ('pending', 'credited', 'declined'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_readiness_level_check" CHECK ("leads"."readiness_level" in ('Investment Ready', 'Nearly Ready', 'Building Foundations', 'Getting Started'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_category_check" CHECK ("leads"."category" in ('HOT', 'WARM', 'COLD'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_matching_withheld_check" CHECK ("leads"."matching_withheld" in ('gpc', 'opt-out'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('NEW', 'CONTACTED', 'NURTURING', 'QUALIFIED', 'CONVERTED', 'LOST'));--> statement-breakpoint
ALTER TABLE "oauth_accounts" ADD CONSTRAINT "oauth_accounts_provider_check" CHECK ("oauth_accounts"."provider" in ('google', 'facebook'));--> statement-breakpoint
ALTER TABLE "privacy_opt_outs" ADD CONSTRAINT "privacy_opt_outs_kind_check" CHECK ("privacy_opt_outs"."kind" in ('do-not-sell', 'deletion'));--> statement-breakpoint
ALTER TABLE "readiness_scores" ADD CONSTRAINT "readiness_scores_readiness_level_check" CHECK ("readiness_scores"."readiness_level" in ('Investment Ready', 'Nearly Ready', 'Building Foundations', 'Getting Started'));--> statement-breakpoint
ALTER TABLE "score_only_submissions" ADD CONSTRAINT "score_only_submissions_readiness_level_check" CHECK ("score_only_submissions"."readiness_level" in ('Investment Ready', 'Nearly Ready', 'Building Foundations', 'Getting Started'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'advisor', 'admin'));