-- Takes a submission's lock on its email address and reads what the submission finds for that
-- address, in one statement instead of two round trips (docs/performance.md, lead capture). The
-- lock is the one `lockEmail` takes: submissions, updates and deletions for one address queue
-- behind each other until their commit. The read runs after the lock with a fresh snapshot (a
-- VOLATILE function takes one per statement), so it sees a lead that the lock's previous holder
-- committed while this one waited. Returns one row: the address's newest lead made since `since`
-- (null columns when none), and whether the address is on the do-not-sell list.
CREATE FUNCTION "lock_and_read_address"("address" text, "since" timestamptz)
RETURNS TABLE ("lead_id" uuid, "lead_phone_consent" boolean, "opted_out" boolean)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext("address"));
  RETURN QUERY
    SELECT l."id", l."phone_consent",
      EXISTS (SELECT 1 FROM "privacy_opt_outs" AS o WHERE o."email" = "address")
    FROM (SELECT 1) AS one
    LEFT JOIN "leads" AS l ON l."email" = "address" AND l."created_at" >= "since"
    ORDER BY l."created_at" DESC
    LIMIT 1;
END
$$;
