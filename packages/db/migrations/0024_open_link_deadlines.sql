-- The open links in deadline order (decision 0023): the expired ones are one range of it, read by
-- the undiagnosed list's 期限切れ filter and its count without the other open links; the list's
-- deadline order reads it as it stands.
CREATE INDEX "diagnosis_links_company_open_deadline_idx" ON "diagnosis_links" USING btree ("company_id","deadline","id") WHERE "diagnosis_links"."status" <> 'completed';
