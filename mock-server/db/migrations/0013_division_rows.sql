CREATE TABLE "division_rows" (
	"division_id" integer PRIMARY KEY NOT NULL,
	"json" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "division_rows" ADD CONSTRAINT "division_rows_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Writes the list rows of the given divisions: the JSON text GET /api/divisions sends for each,
-- field for field as services/employers/rows.ts writes a division's row (its employer as an
-- object, its people as division_people keeps them, percentages as float8).
CREATE FUNCTION "division_rows_refresh"(division_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO division_rows (division_id, json)
  SELECT d.id, (
    SELECT row_to_json(r) FROM (
      SELECT d.id AS "id", d.name AS "name", d.employer_id AS "employerId",
        e.name AS "employerName", d.address AS "address", d.plan_name AS "planName",
        d.state AS "state", d.city AS "city", d.zip_code AS "zipCode",
        d.matching_contribution::float8 AS "matchingContribution",
        d.percentage::float8 AS "percentage",
        (SELECT row_to_json(o) FROM (
          SELECT e.id AS "id", e.name AS "name", e.is_active AS "isActive") o) AS "employer",
        coalesce(p.producers, '[]'::json) AS "producers",
        coalesce(p.employer_admins, '[]'::json) AS "employerAdmins") r)::text
  FROM divisions d
  JOIN employers e ON e.id = d.employer_id
  LEFT JOIN division_people p ON p.division_id = d.id
  WHERE d.id = ANY(division_ids)
  ON CONFLICT (division_id) DO UPDATE SET json = excluded.json;
$$;
--> statement-breakpoint
-- Divisions or their people written (one statement, any number of rows): the column of the
-- written rows that holds the division's id is the trigger's argument.
CREATE FUNCTION "division_rows_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM division_rows_refresh(array(SELECT (to_jsonb(w) ->> TG_ARGV[0])::int FROM written w));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "division_rows_divisions_inserted" AFTER INSERT ON "divisions"
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION division_rows_written('id');
--> statement-breakpoint
CREATE TRIGGER "division_rows_divisions_updated" AFTER UPDATE ON "divisions"
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION division_rows_written('id');
--> statement-breakpoint
-- A division's people are written by migration 0011's triggers and by the seed.
CREATE TRIGGER "division_rows_people_inserted" AFTER INSERT ON "division_people"
  REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION division_rows_written('division_id');
--> statement-breakpoint
CREATE TRIGGER "division_rows_people_updated" AFTER UPDATE ON "division_people"
  REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION division_rows_written('division_id');
--> statement-breakpoint
-- An employer's name or state changed: every division of it shows them.
CREATE FUNCTION "division_rows_employer_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM division_rows_refresh(array(SELECT id FROM divisions WHERE employer_id = NEW.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "division_rows_employer_shown_changed" AFTER UPDATE ON "employers" FOR EACH ROW
  WHEN ((OLD.id, OLD.name, OLD.is_active) IS DISTINCT FROM (NEW.id, NEW.name, NEW.is_active))
  EXECUTE FUNCTION division_rows_employer_changed();
--> statement-breakpoint
SELECT division_rows_refresh(array(SELECT id FROM divisions));
