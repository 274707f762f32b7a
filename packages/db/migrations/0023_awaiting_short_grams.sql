-- The 1- and 2-character pieces (migration 0021) of the people the undiagnosed list shows: an open
-- link or none ever (the link counts of migration 0022). Its short searches collect only them, and
-- only the matched people with an open link have their links read (decision 0023).
CREATE INDEX "employees_awaiting_short_grams_idx" ON "employees" USING gin (mirume_short_grams(("kana_last_name" || "kana_first_name"), ("last_name" || "first_name"))) WHERE "employees"."open_link_count" > 0 or "employees"."link_count" = 0;