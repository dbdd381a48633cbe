CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written below (carry over as is if the numbering changes): the one
-- row moved by a transaction that wrote what pages show, and the triggers
-- that mark such a transaction (src/server/db/postgres/cluster-changes.ts).
INSERT INTO "data_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "gazette_readers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Local to the transaction: the store's last statement reads it before the commit.
  PERFORM set_config('gazette.readers_changed', 'on', true);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "articles_readers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "gazette_readers_changed"();--> statement-breakpoint
CREATE TRIGGER "article_corrections_readers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_corrections" FOR EACH STATEMENT EXECUTE FUNCTION "gazette_readers_changed"();--> statement-breakpoint
CREATE TRIGGER "author_profiles_readers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "author_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "gazette_readers_changed"();--> statement-breakpoint
CREATE TRIGGER "breaking_news_readers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "breaking_news" FOR EACH STATEMENT EXECUTE FUNCTION "gazette_readers_changed"();--> statement-breakpoint
CREATE TRIGGER "editorial_team_readers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "editorial_team" FOR EACH STATEMENT EXECUTE FUNCTION "gazette_readers_changed"();--> statement-breakpoint
CREATE TRIGGER "media_readers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION "gazette_readers_changed"();
