-- One- and two-character partial-match searches (decision 0023): pg_trgm cannot serve a pattern
-- shorter than three characters. Every 1- and 2-character piece of each given text, so that
-- `x LIKE '%q%'` for a q of one or two characters is `q = ANY (mirume_short_grams(x, …))`, an
-- index lookup. A high cost keeps the planner from evaluating it row by row where the index serves.
-- PARALLEL RESTRICTED: a short search reads a few thousand rows through this index; handing them
-- to a parallel worker cost more than it saved (measured on PostgreSQL, 100,000 people).
CREATE OR REPLACE FUNCTION mirume_short_grams(a text, b text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL RESTRICTED COST 1000 AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(s, i, n) AS g
    FROM unnest(ARRAY[a, b]) AS s, generate_series(1, 2) AS n, generate_series(1, char_length(s) - n + 1) AS i
    WHERE s IS NOT NULL
  ) grams
$$;
--> statement-breakpoint
CREATE INDEX "employees_short_grams_idx" ON "employees" USING gin (mirume_short_grams(("kana_last_name" || "kana_first_name"), ("last_name" || "first_name")));
