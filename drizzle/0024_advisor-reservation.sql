-- Reserves the advisors chosen for a lead inside the statement that stores the lead, so their row
-- locks are held from that statement to the commit only (docs/decisions/051). Locks the advisors in
-- id order (two leads cannot deadlock), then counts their leads this month with a fresh snapshot
-- (a VOLATILE function takes one per statement), which sees the leads another transaction committed
-- while this one waited for the lock. Raises WWFUL when one of them is inactive or has no room left:
-- the caller's transaction is rolled back and the choice made again.
CREATE FUNCTION "reserve_advisors"("advisor_ids" uuid[], "month_start" timestamptz) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  available integer;
BEGIN
  PERFORM 1 FROM "advisors" WHERE "id" = ANY("advisor_ids") ORDER BY "id" FOR UPDATE;
  SELECT count(*) INTO available FROM "advisors" AS a
  WHERE a."id" = ANY("advisor_ids") AND a."active"
    AND (SELECT count(*) FROM "lead_matches" AS m
         WHERE m."advisor_id" = a."id" AND m."created_at" >= "month_start") < a."monthly_capacity";
  IF available <> cardinality("advisor_ids") THEN
    RAISE EXCEPTION 'An advisor chosen for this lead has no room left' USING ERRCODE = 'WWFUL';
  END IF;
  RETURN available;
END
$$;
