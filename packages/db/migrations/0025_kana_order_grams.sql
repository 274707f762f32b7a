CREATE TABLE "employee_short_grams" (
	"company_id" integer NOT NULL,
	"gram" text NOT NULL,
	"kana_last_name" text NOT NULL,
	"kana_first_name" text NOT NULL,
	"employee_id" integer NOT NULL,
	CONSTRAINT "employee_short_grams_pkey" PRIMARY KEY("company_id","gram","kana_last_name","kana_first_name","employee_id")
);
--> statement-breakpoint
-- A person's pieces (mirume_short_grams of their kana and of their name) with their kana, kept by
-- the database like the link counts (0022): the lists read a short search in kana order from this
-- table's key (decision 0023, "Short searches in kana order"). Added people are written per
-- statement (a bulk import at once); a change of kana or name rewrites that person's rows; removed
-- people's rows go with them (a company's removal too, through its people).
CREATE OR REPLACE FUNCTION mirume_people_pieces_added_or_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO employee_short_grams (company_id, gram, kana_last_name, kana_first_name, employee_id)
    SELECT n.company_id, p.gram, n.kana_last_name, n.kana_first_name, n.id
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
  INSERT INTO employee_short_grams (company_id, gram, kana_last_name, kana_first_name, employee_id)
  SELECT NEW.company_id, p.gram, NEW.kana_last_name, NEW.kana_first_name, NEW.id
  FROM unnest(mirume_short_grams(NEW.kana_last_name || NEW.kana_first_name, NEW.last_name || NEW.first_name)) AS p(gram);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employees_short_grams_insert
AFTER INSERT ON employees REFERENCING NEW TABLE AS changed_new
FOR EACH STATEMENT EXECUTE FUNCTION mirume_people_pieces_added_or_removed();
--> statement-breakpoint
CREATE TRIGGER employees_short_grams_delete
AFTER DELETE ON employees REFERENCING OLD TABLE AS changed_old
FOR EACH STATEMENT EXECUTE FUNCTION mirume_people_pieces_added_or_removed();
--> statement-breakpoint
-- Row by row, and only for a change of these columns: the link counts rewrite people's rows often
-- and leave them alone.
CREATE TRIGGER employees_short_grams_update
AFTER UPDATE OF company_id, kana_last_name, kana_first_name, last_name, first_name ON employees
FOR EACH ROW
WHEN ((OLD.company_id, OLD.kana_last_name, OLD.kana_first_name, OLD.last_name, OLD.first_name)
  IS DISTINCT FROM (NEW.company_id, NEW.kana_last_name, NEW.kana_first_name, NEW.last_name, NEW.first_name))
EXECUTE FUNCTION mirume_person_pieces_renamed();
--> statement-breakpoint
-- The people registered before this migration.
INSERT INTO employee_short_grams (company_id, gram, kana_last_name, kana_first_name, employee_id)
SELECT e.company_id, p.gram, e.kana_last_name, e.kana_first_name, e.id
FROM employees e,
  unnest(mirume_short_grams(e.kana_last_name || e.kana_first_name, e.last_name || e.first_name)) AS p(gram);
