-- The partial indexes on the people's pieces (awaiting, open links) index the same expression as
-- employees_short_grams_idx. The planner reads an expression's statistics from a full index only,
-- never from a partial one, so ANALYZE computing them again for these two (evaluating the pieces
-- of every sampled row twice more) was wasted work: on 100,000 people ANALYZE employees took 4.3 s
-- with them and 2.4 s without, and on the embedded database nothing else runs meanwhile
-- (decisions/0023).
ALTER INDEX "employees_awaiting_short_grams_idx" ALTER COLUMN 1 SET STATISTICS 0;--> statement-breakpoint
ALTER INDEX "employees_open_short_grams_idx" ALTER COLUMN 1 SET STATISTICS 0;
