-- A person's pieces are found by their whole key, one piece at a time, in the two row triggers
-- that rewrite them (the awaiting flag, a rename). Written as `gram = ANY (…)`, the planner could
-- read the company's whole range of pieces instead whenever the table had no statistics yet (a new
-- database, or a company just imported, before ANALYZE): 12 ms a person for a company of 3,000,
-- so completing 3,000 links in one statement took 36 s. By the whole key it is one unique index
-- lookup a piece whatever the statistics: 0.6 s for those 3,000 (decisions/0023).
CREATE OR REPLACE FUNCTION mirume_person_pieces_awaiting() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  piece text;
BEGIN
  FOREACH piece IN ARRAY mirume_short_grams(NEW.kana_last_name || NEW.kana_first_name, NEW.last_name || NEW.first_name) LOOP
    UPDATE employee_short_grams g SET awaiting = (NEW.open_link_count > 0 OR NEW.link_count = 0)
    WHERE g.company_id = NEW.company_id AND g.gram = piece AND g.kana_last_name = NEW.kana_last_name
      AND g.kana_first_name = NEW.kana_first_name AND g.employee_id = NEW.id;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mirume_person_pieces_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  piece text;
BEGIN
  FOREACH piece IN ARRAY mirume_short_grams(OLD.kana_last_name || OLD.kana_first_name, OLD.last_name || OLD.first_name) LOOP
    DELETE FROM employee_short_grams g
    WHERE g.company_id = OLD.company_id AND g.gram = piece AND g.kana_last_name = OLD.kana_last_name
      AND g.kana_first_name = OLD.kana_first_name AND g.employee_id = OLD.id;
  END LOOP;
  INSERT INTO employee_short_grams (company_id, gram, kana_last_name, kana_first_name, employee_id, awaiting)
  SELECT NEW.company_id, p.gram, NEW.kana_last_name, NEW.kana_first_name, NEW.id,
    NEW.open_link_count > 0 OR NEW.link_count = 0
  FROM unnest(mirume_short_grams(NEW.kana_last_name || NEW.kana_first_name, NEW.last_name || NEW.first_name)) AS p(gram);
  RETURN NULL;
END
$$;
