ALTER TABLE "employees" ADD COLUMN "link_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "open_link_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each person's number of diagnosis links and of open ones (not completed), kept by the database
-- like latest_results (0012): the undiagnosed list reads 未発行 (no link ever) and awaiting people
-- (an open link) from the person's row and its indexes instead of probing every person's links
-- (decision 0023). Statement-level triggers with transition tables recount each affected person
-- once per statement, set-based, in the same transaction.
CREATE OR REPLACE FUNCTION mirume_refresh_link_counts(persons integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE employees e SET link_count = c.total, open_link_count = c.open
  FROM (
    SELECT p.id, count(l.id)::int AS total, (count(l.id) FILTER (WHERE l.status <> 'completed'))::int AS open
    FROM unnest(persons) AS p(id)
    LEFT JOIN diagnosis_links l ON l.employee_id = p.id
    GROUP BY p.id
  ) c
  WHERE e.id = c.id AND (e.link_count, e.open_link_count) IS DISTINCT FROM (c.total, c.open)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mirume_links_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mirume_refresh_link_counts(ARRAY(SELECT DISTINCT employee_id FROM changed_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM mirume_refresh_link_counts(ARRAY(SELECT DISTINCT employee_id FROM changed_old));
  ELSE
    -- Only the rows whose person or status changed (a re-send or a check mark changes neither).
    PERFORM mirume_refresh_link_counts(ARRAY(
      SELECT o.employee_id FROM changed_old o JOIN changed_new n ON n.id = o.id
      WHERE o.employee_id IS DISTINCT FROM n.employee_id OR o.status IS DISTINCT FROM n.status
      UNION
      SELECT n.employee_id FROM changed_old o JOIN changed_new n ON n.id = o.id
      WHERE o.employee_id IS DISTINCT FROM n.employee_id OR o.status IS DISTINCT FROM n.status));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER diagnosis_links_counts_insert
AFTER INSERT ON diagnosis_links REFERENCING NEW TABLE AS changed_new
FOR EACH STATEMENT EXECUTE FUNCTION mirume_links_changed();
--> statement-breakpoint
CREATE TRIGGER diagnosis_links_counts_update
AFTER UPDATE ON diagnosis_links REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
FOR EACH STATEMENT EXECUTE FUNCTION mirume_links_changed();
--> statement-breakpoint
CREATE TRIGGER diagnosis_links_counts_delete
AFTER DELETE ON diagnosis_links REFERENCING OLD TABLE AS changed_old
FOR EACH STATEMENT EXECUTE FUNCTION mirume_links_changed();
--> statement-breakpoint
-- The people who had links before this migration.
SELECT mirume_refresh_link_counts(ARRAY(SELECT DISTINCT employee_id FROM diagnosis_links));
--> statement-breakpoint
CREATE INDEX "employees_company_unissued_idx" ON "employees" USING btree ("company_id","created_at","id") WHERE "employees"."link_count" = 0;--> statement-breakpoint
CREATE INDEX "employees_company_awaiting_kana_idx" ON "employees" USING btree ("company_id","kana_last_name","kana_first_name","id") WHERE "employees"."open_link_count" > 0 or "employees"."link_count" = 0;--> statement-breakpoint
CREATE INDEX "employees_company_awaiting_number_idx" ON "employees" USING btree ("company_id","employee_id","id") WHERE "employees"."open_link_count" > 0 or "employees"."link_count" = 0;