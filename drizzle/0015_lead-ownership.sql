CREATE TABLE "lead_owner_proofs" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_update_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"browser_proof_hash" text NOT NULL,
	"submission" jsonb NOT NULL,
	"global_privacy_control" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "lead_update_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "lead_update_requests_browser_proof_hash_unique" UNIQUE("browser_proof_hash")
);
--> statement-breakpoint
-- Keys stored before this migration were scoped by URL spelling and can never match the new hashed
-- scope; they would also have no expiry. They are dropped rather than given one.
DELETE FROM "idempotency_keys";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "body" SET DATA TYPE text USING "body"::text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_owner_proofs" ADD CONSTRAINT "lead_owner_proofs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_update_requests" ADD CONSTRAINT "lead_update_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_owner_proofs_lead_idx" ON "lead_owner_proofs" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_owner_proofs_expires_idx" ON "lead_owner_proofs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lead_update_requests_lead_idx" ON "lead_update_requests" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_update_requests_expires_idx" ON "lead_update_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");