ALTER TABLE "employee_short_grams" ADD COLUMN "awaiting" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Whether the person is one the undiagnosed list shows (an open link, or none ever: the condition
-- of employees_company_awaiting_kana_idx), on each of their pieces, so that list's short searches
-- in kana order walk only those people's pieces (decision 0023, "The undiagnosed list's pieces").
-- The people's current state first, then the index over the rows that hold it.
UPDATE employee_short_grams g SET awaiting = false
FROM employees e
WHERE e.id = g.employee_id AND NOT (e.open_link_count > 0 OR e.link_count = 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mirume_people_pieces_added_or_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO employee_short_grams (company_id, gram, kana_last_name, kana_first_name, employee_id, awaiting)
    SELECT n.company_id, p.gram, n.kana_last_name, n.kana_first_name, n.id,
      n.open_link_count > 0 OR n.link_count = 0
    FROM changed_new n,
      unnest(mirume_short_grams(n.kana_last_name || n.kana_first_name, n.last_name || n.first_name)) AS p(gram);
  ELSE
    DELETE FROM employee_short_grams g
    USING changed_old o,
      unnest(mirume_short_grams(o.kana_last_name || o.kana_first_name, o.last_name || o.first_name)) AS p(gram)
    WHERE g.company_id = o.company_id AND g.gram = p.gram AND g.kana_last_name = o.kana_last_name
      AND g.kana_first_name = o.kana_first_name AND g.employee_id = o.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mirume_person_pieces_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM employee_short_grams g
  WHERE g.company_id = OLD.company_id AND g.kana_last_name = OLD.kana_last_name
    AND g.kana_first_name = OLD.kana_first_name AND g.employee_id = OLD.id
    AND g.gram = ANY (mirume_short_grams(OLD.kana_last_name || OLD.kana_first_name, OLD.last_name || OLD.first_name));
  INSERT INTO employee_short_grams (company_id, gram, kana_last_name, kana_first_name, employee_id, awaiting)
  SELECT NEW.company_id, p.gram, NEW.kana_last_name, NEW.kana_first_name, NEW.id,
    NEW.open_link_count > 0 OR NEW.link_count = 0
  FROM unnest(mirume_short_grams(NEW.kana_last_name || NEW.kana_first_name, NEW.last_name || NEW.first_name)) AS p(gram);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A person's link counts cross the awaiting condition: a link issued to someone whose links were
-- all completed, or the last open link completed or deleted. Their pieces' flag follows (a rename
-- in the same statement rewrites the pieces with it anyway).
CREATE OR REPLACE FUNCTION mirume_person_pieces_awaiting() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE employee_short_grams g SET awaiting = (NEW.open_link_count > 0 OR NEW.link_count = 0)
  WHERE g.company_id = NEW.company_id AND g.kana_last_name = NEW.kana_last_name
    AND g.kana_first_name = NEW.kana_first_name AND g.employee_id = NEW.id
    AND g.gram = ANY (mirume_short_grams(NEW.kana_last_name || NEW.kana_first_name, NEW.last_name || NEW.first_name));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Row by row, and only when the condition changes: the link counts rewrite people's rows often,
-- and most of those rewrites leave it as it was.
CREATE TRIGGER employees_short_grams_awaiting
AFTER UPDATE OF link_count, open_link_count ON employees
FOR EACH ROW
WHEN ((OLD.open_link_count > 0 OR OLD.link_count = 0) IS DISTINCT FROM (NEW.open_link_count > 0 OR NEW.link_count = 0))
EXECUTE FUNCTION mirume_person_pieces_awaiting();
--> statement-breakpoint
CREATE INDEX "employee_short_grams_awaiting_idx" ON "employee_short_grams" USING btree ("company_id","gram","kana_last_name","kana_first_name","employee_id") WHERE "employee_short_grams"."awaiting";
