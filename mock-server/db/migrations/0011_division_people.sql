CREATE TABLE "division_people" (
	"division_id" integer PRIMARY KEY NOT NULL,
	"producers" json DEFAULT '[]'::json NOT NULL,
	"employer_admins" json DEFAULT '[]'::json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "division_people" ADD CONSTRAINT "division_people_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Writes the people of the given divisions: producers by name, employer admins by e-mail, each
-- as the list row shows them, leaving out those whose user is deleted.
CREATE FUNCTION "division_people_refresh"(division_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO division_people (division_id, producers, employer_admins)
  SELECT d.id,
    coalesce((
      SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'email', p.email,
        'userId', p.user_id, 'since', p.since) ORDER BY p.name, p.id)
      FROM division_producers dp
      JOIN producers p ON p.id = dp.producer_id
      JOIN users u ON u.id = p.user_id
      WHERE dp.division_id = d.id AND NOT u.is_deleted), '[]'::json),
    coalesce((
      SELECT json_agg(json_build_object('id', a.id, 'email', a.email, 'userId', a.user_id)
        ORDER BY a.email, a.id)
      FROM division_employer_admins da
      JOIN employer_admins a ON a.id = da.employer_admin_id
      JOIN users u ON u.id = a.user_id
      WHERE da.division_id = d.id AND NOT u.is_deleted), '[]'::json)
  FROM divisions d
  WHERE d.id = ANY(division_ids)
  ON CONFLICT (division_id) DO UPDATE
    SET producers = excluded.producers, employer_admins = excluded.employer_admins;
$$;
--> statement-breakpoint
-- A division's links to producers or employer admins changed (one statement, any number of rows).
CREATE FUNCTION "division_people_links_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM division_people_refresh(array(SELECT DISTINCT division_id FROM new_links));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM division_people_refresh(array(SELECT DISTINCT division_id FROM old_links));
  ELSE
    PERFORM division_people_refresh(array(
      SELECT division_id FROM old_links UNION SELECT division_id FROM new_links));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "division_producers_inserted" AFTER INSERT ON "division_producers"
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION division_people_links_changed();
--> statement-breakpoint
CREATE TRIGGER "division_producers_deleted" AFTER DELETE ON "division_producers"
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION division_people_links_changed();
--> statement-breakpoint
CREATE TRIGGER "division_producers_updated" AFTER UPDATE ON "division_producers"
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION division_people_links_changed();
--> statement-breakpoint
CREATE TRIGGER "division_employer_admins_inserted" AFTER INSERT ON "division_employer_admins"
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION division_people_links_changed();
--> statement-breakpoint
CREATE TRIGGER "division_employer_admins_deleted" AFTER DELETE ON "division_employer_admins"
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION division_people_links_changed();
--> statement-breakpoint
CREATE TRIGGER "division_employer_admins_updated" AFTER UPDATE ON "division_employer_admins"
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION division_people_links_changed();
--> statement-breakpoint
-- A producer's or employer admin's shown fields changed, or their user was deleted or restored.
CREATE FUNCTION "division_people_person_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'producers' THEN
    PERFORM division_people_refresh(array(
      SELECT division_id FROM division_producers WHERE producer_id IN (OLD.id, NEW.id)));
  ELSIF TG_TABLE_NAME = 'employer_admins' THEN
    PERFORM division_people_refresh(array(
      SELECT division_id FROM division_employer_admins WHERE employer_admin_id IN (OLD.id, NEW.id)));
  ELSE
    PERFORM division_people_refresh(array(
      SELECT dp.division_id FROM division_producers dp
        JOIN producers p ON p.id = dp.producer_id WHERE p.user_id = NEW.id
      UNION
      SELECT da.division_id FROM division_employer_admins da
        JOIN employer_admins a ON a.id = da.employer_admin_id WHERE a.user_id = NEW.id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "producers_shown_changed" AFTER UPDATE ON "producers" FOR EACH ROW
  WHEN ((OLD.id, OLD.name, OLD.email, OLD.user_id, OLD.since)
    IS DISTINCT FROM (NEW.id, NEW.name, NEW.email, NEW.user_id, NEW.since))
  EXECUTE FUNCTION division_people_person_changed();
--> statement-breakpoint
CREATE TRIGGER "employer_admins_shown_changed" AFTER UPDATE ON "employer_admins" FOR EACH ROW
  WHEN ((OLD.id, OLD.email, OLD.user_id) IS DISTINCT FROM (NEW.id, NEW.email, NEW.user_id))
  EXECUTE FUNCTION division_people_person_changed();
--> statement-breakpoint
CREATE TRIGGER "users_deleted_changed" AFTER UPDATE OF "is_deleted" ON "users" FOR EACH ROW
  WHEN (OLD.is_deleted IS DISTINCT FROM NEW.is_deleted)
  EXECUTE FUNCTION division_people_person_changed();
--> statement-breakpoint
SELECT division_people_refresh(array(SELECT id FROM divisions));
