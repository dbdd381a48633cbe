-- Hand-written: the change log records an update only when a column search
-- reads changed, as drizzle/0014_search_triggers_on_change.sql on SQLite.
-- `AFTER UPDATE OF` fires for every column an UPDATE sets, changed or not,
-- and a save sets them all. (The indexes need nothing: PostgreSQL adds no
-- index entries for a row whose indexed values are unchanged.)
DROP TRIGGER "search_changes_after_update" ON "articles";
--> statement-breakpoint
CREATE TRIGGER "search_changes_after_update" AFTER UPDATE OF "id", "title", "summary", "author", "tags", "content", "status", "section", "published_at", "sort_time" ON "articles"
	FOR EACH ROW
	WHEN (OLD."id" IS DISTINCT FROM NEW."id" OR OLD."title" IS DISTINCT FROM NEW."title"
		OR OLD."summary" IS DISTINCT FROM NEW."summary" OR OLD."author" IS DISTINCT FROM NEW."author"
		OR OLD."tags" IS DISTINCT FROM NEW."tags" OR OLD."content" IS DISTINCT FROM NEW."content"
		OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."section" IS DISTINCT FROM NEW."section"
		OR OLD."published_at" IS DISTINCT FROM NEW."published_at" OR OLD."sort_time" IS DISTINCT FROM NEW."sort_time")
	EXECUTE FUNCTION "search_changes_record"();
