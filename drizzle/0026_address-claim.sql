-- A submission for an address with no recent lead, or one that can only be held for the owner of
-- the address's recent lead, is stored without a transaction around its read and its write
-- (docs/decisions/061). Its one write statement calls this function, which takes the address's lock
-- (the one `lockEmail` and `lock_and_read_address` take) and checks with a fresh snapshot that the
-- address is still as the submission read it: the same newest lead since `since` (`recent_lead`,
-- null for none) with the same phone consent, leaving out the lead this statement stores
-- (`new_lead`), and the same do-not-sell answer. When anything changed (another submission, a
-- deletion or a privacy request for the address committed in between), it raises WWADR: the
-- statement stores nothing and the submission is made again.
CREATE FUNCTION "claim_address"("address" text, "since" timestamptz, "recent_lead" uuid,
  "recent_phone_consent" boolean, "opted_out" boolean, "new_lead" uuid)
RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "newest" uuid;
  "newest_phone_consent" boolean;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext("address"));
  SELECT l."id", l."phone_consent" INTO "newest", "newest_phone_consent"
  FROM "leads" AS l
  WHERE l."email" = "address" AND l."created_at" >= "since" AND l."id" IS DISTINCT FROM "new_lead"
  ORDER BY l."created_at" DESC
  LIMIT 1;
  IF "newest" IS DISTINCT FROM "recent_lead"
     OR "newest_phone_consent" IS DISTINCT FROM "recent_phone_consent"
     OR EXISTS (SELECT 1 FROM "privacy_opt_outs" AS o WHERE o."email" = "address") <> "opted_out" THEN
    RAISE EXCEPTION 'The address changed since it was read' USING ERRCODE = 'WWADR';
  END IF;
  RETURN 1;
END
$$;
--> statement-breakpoint
-- What a submission finds for its address, read without a lock: the address's newest lead made
-- since `since` (null columns when none), and whether it is on the do-not-sell list. Reads of many
-- addresses go in one statement (a lateral join); `claim_address` then checks the one written.
-- Both readers return one row and say so (ROWS 1): with the default estimate of 1,000 rows, joined
-- to the advisors, PostgreSQL took the read for a costly one and compiled it (JIT) for 160 ms.
CREATE FUNCTION "read_address"("address" text, "since" timestamptz)
RETURNS TABLE ("lead_id" uuid, "lead_phone_consent" boolean, "opted_out" boolean)
LANGUAGE sql STABLE ROWS 1 AS $$
  SELECT l."id", l."phone_consent",
    EXISTS (SELECT 1 FROM "privacy_opt_outs" AS o WHERE o."email" = "address")
  FROM (SELECT 1) AS one
  LEFT JOIN "leads" AS l ON l."email" = "address" AND l."created_at" >= "since"
  ORDER BY l."created_at" DESC
  LIMIT 1
$$;
--> statement-breakpoint
-- The same read after the address's lock (migration 0025), now made by `read_address`.
CREATE OR REPLACE FUNCTION "lock_and_read_address"("address" text, "since" timestamptz)
RETURNS TABLE ("lead_id" uuid, "lead_phone_consent" boolean, "opted_out" boolean)
LANGUAGE plpgsql VOLATILE ROWS 1 AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext("address"));
  RETURN QUERY SELECT * FROM "read_address"("address", "since");
END
$$;
