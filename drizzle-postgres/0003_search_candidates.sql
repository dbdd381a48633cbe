-- Hand-written: search on PostgreSQL (docs/decisions/019). A search's
-- candidates are the articles one of whose searched columns matches a term's
-- regular expression (case spelled out per character, src/server/modules/
-- articles/search-pattern.ts); trigram indexes serve `~` on every column.
-- pg_trgm is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "articles_summary_trgm_idx" ON "articles" USING gin ("summary" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "articles_author_trgm_idx" ON "articles" USING gin ("author" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "articles_tags_trgm_idx" ON "articles" USING gin (("tags"::text) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "articles_content_trgm_idx" ON "articles" USING gin ("content" gin_trgm_ops);
--> statement-breakpoint
-- The change log's triggers, as drizzle/0009_search_changes.sql on SQLite:
-- every write to what search reads records the article's id; only the
-- newest 10,000 changes are kept.
CREATE FUNCTION "search_changes_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "search_changes" ("article_id") VALUES (NEW."id");
	ELSE
		INSERT INTO "search_changes" ("article_id") VALUES (OLD."id");
		IF TG_OP = 'UPDATE' AND NEW."id" <> OLD."id" THEN
			INSERT INTO "search_changes" ("article_id") VALUES (NEW."id");
		END IF;
	END IF;
	DELETE FROM "search_changes" WHERE "seq" <= (SELECT max("seq") FROM "search_changes") - 10000;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "search_changes_after_insert_or_delete" AFTER INSERT OR DELETE ON "articles"
	FOR EACH ROW EXECUTE FUNCTION "search_changes_record"();
--> statement-breakpoint
CREATE TRIGGER "search_changes_after_update" AFTER UPDATE OF "id", "title", "summary", "author", "tags", "content", "status", "section", "published_at", "sort_time" ON "articles"
	FOR EACH ROW EXECUTE FUNCTION "search_changes_record"();
