-- The divisions' people written as compact JSON, the very text the API sends for them (no spaces,
-- each person's keys in the order of the list row): a page of divisions then passes it on as it
-- is, without parsing it and writing it out again (services/employers/rows.ts). The same people
-- in the same order as migration 0011 wrote them; every division's row is written again.
CREATE OR REPLACE FUNCTION "division_people_refresh"(division_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO division_people (division_id, producers, employer_admins)
  SELECT d.id,
    coalesce((
      SELECT array_to_json(array_agg(r ORDER BY r.name, r.id))
      FROM (
        SELECT p.id, p.name, p.email, p.user_id AS "userId", p.since
        FROM division_producers dp
        JOIN producers p ON p.id = dp.producer_id
        JOIN users u ON u.id = p.user_id
        WHERE dp.division_id = d.id AND NOT u.is_deleted) r), '[]'::json),
    coalesce((
      SELECT array_to_json(array_agg(r ORDER BY r.email, r.id))
      FROM (
        SELECT a.id, a.email, a.user_id AS "userId"
        FROM division_employer_admins da
        JOIN employer_admins a ON a.id = da.employer_admin_id
        JOIN users u ON u.id = a.user_id
        WHERE da.division_id = d.id AND NOT u.is_deleted) r), '[]'::json)
  FROM divisions d
  WHERE d.id = ANY(division_ids)
  ON CONFLICT (division_id) DO UPDATE
    SET producers = excluded.producers, employer_admins = excluded.employer_admins;
$$;
--> statement-breakpoint
SELECT division_people_refresh(array(SELECT id FROM divisions));
