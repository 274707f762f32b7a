-- Each person's latest valid result, kept by the database (schema/latest-results.ts, decision 0023).
-- mirume_refresh_latest_results(persons) rewrites these people's rows from their results of completed
-- sessions; triggers call it whenever a result or a session's status changes.
CREATE OR REPLACE FUNCTION mirume_rank_order(rank text) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE rank
    WHEN 'OK' THEN 4 WHEN 'A_RANK' THEN 3 WHEN 'B_RANK' THEN 2 WHEN 'CONSIDERING' THEN 2
    WHEN 'C_RANK' THEN 1 WHEN 'NG' THEN 0 END)::smallint
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mirume_refresh_latest_results(persons integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM latest_scores WHERE employee_id = ANY (persons);
  DELETE FROM latest_results WHERE employee_id = ANY (persons);
  -- The join to employees leaves out a person being deleted (their results go with them).
  INSERT INTO latest_results (employee_id, company_id, diagnosis_type, result_id, taken_at, rank, rank_order, is_newest)
  SELECT DISTINCT ON (r.employee_id, r.diagnosis_type)
    r.employee_id, r.company_id, r.diagnosis_type, r.id, r.taken_at, r.rank, mirume_rank_order(r.rank), false
  FROM mirumevital_results r
  JOIN diagnosis_sessions s ON s.id = r.session_id
  JOIN employees e ON e.id = r.employee_id
  WHERE r.employee_id = ANY (persons) AND s.status = 'completed'
  ORDER BY r.employee_id, r.diagnosis_type, r.taken_at DESC, r.id DESC;
  UPDATE latest_results l SET is_newest = true
  FROM (
    SELECT DISTINCT ON (employee_id) employee_id, result_id FROM latest_results
    WHERE employee_id = ANY (persons)
    ORDER BY employee_id, taken_at DESC, result_id DESC
  ) newest
  WHERE l.employee_id = newest.employee_id AND l.result_id = newest.result_id;
  -- Metrics win over aptitudes of the same key, as the list's T-score order reads them.
  INSERT INTO latest_scores (employee_id, company_id, diagnosis_type, is_newest, key, t)
  SELECT l.employee_id, l.company_id, l.diagnosis_type, l.is_newest, kv.key, (kv.value ->> 't')::float8
  FROM latest_results l
  JOIN mirumevital_results r ON r.id = l.result_id
  CROSS JOIN LATERAL jsonb_each(
    (CASE WHEN jsonb_typeof(r.aptitudes) = 'object' THEN r.aptitudes ELSE '{}'::jsonb END)
    || (CASE WHEN jsonb_typeof(r.metrics) = 'object' THEN r.metrics ELSE '{}'::jsonb END)) kv
  WHERE l.employee_id = ANY (persons)
    AND jsonb_typeof(kv.value) = 'object'
    AND jsonb_typeof(kv.value -> 't') = 'number';
END
$$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a statement touching many results of one
-- person (a bulk insert, a re-ranking) refreshes that person once, not once per row.
CREATE OR REPLACE FUNCTION mirume_results_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mirume_refresh_latest_results(ARRAY(SELECT DISTINCT employee_id FROM changed_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM mirume_refresh_latest_results(ARRAY(SELECT DISTINCT employee_id FROM changed_old));
  ELSE
    PERFORM mirume_refresh_latest_results(
      ARRAY(SELECT employee_id FROM changed_old UNION SELECT employee_id FROM changed_new));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mirume_session_status_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mirume_refresh_latest_results(ARRAY(
    SELECT DISTINCT r.employee_id
    FROM changed_new n
    JOIN changed_old o ON o.id = n.id
    JOIN mirumevital_results r ON r.session_id = n.id
    WHERE o.status IS DISTINCT FROM n.status));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER mirumevital_results_latest_insert
AFTER INSERT ON mirumevital_results REFERENCING NEW TABLE AS changed_new
FOR EACH STATEMENT EXECUTE FUNCTION mirume_results_changed();
--> statement-breakpoint
CREATE TRIGGER mirumevital_results_latest_update
AFTER UPDATE ON mirumevital_results REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
FOR EACH STATEMENT EXECUTE FUNCTION mirume_results_changed();
--> statement-breakpoint
CREATE TRIGGER mirumevital_results_latest_delete
AFTER DELETE ON mirumevital_results REFERENCING OLD TABLE AS changed_old
FOR EACH STATEMENT EXECUTE FUNCTION mirume_results_changed();
--> statement-breakpoint
CREATE TRIGGER diagnosis_sessions_latest
AFTER UPDATE ON diagnosis_sessions REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
FOR EACH STATEMENT EXECUTE FUNCTION mirume_session_status_changed();
--> statement-breakpoint
-- Rows for the results stored before this migration.
SELECT mirume_refresh_latest_results(ARRAY(SELECT DISTINCT employee_id FROM mirumevital_results));
