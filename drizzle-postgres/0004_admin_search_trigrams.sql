-- Hand-written: the back office list's search on PostgreSQL (docs/decisions/019).
-- Every term must be a substring of the title, summary, author or tags with
-- ASCII letters folded: `translate(column, 'A..Z', 'a..z') LIKE pattern`
-- (fragments.likeFoldingAscii). A trigram index on the same expression
-- serves that LIKE, so the list does not read every row of a large archive.
-- The expression must stay exactly the fragment's, constants written out.
CREATE INDEX "articles_title_folded_trgm_idx" ON "articles" USING gin ((translate("title", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "articles_summary_folded_trgm_idx" ON "articles" USING gin ((translate("summary", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "articles_author_folded_trgm_idx" ON "articles" USING gin ((translate("author", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "articles_tags_folded_trgm_idx" ON "articles" USING gin ((translate(("tags"::text), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')) gin_trgm_ops);
