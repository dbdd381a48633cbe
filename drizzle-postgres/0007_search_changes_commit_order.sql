-- Hand-written (no schema change): the change log's rows in commit order.
-- A sequence hands out numbers as transactions ask, not as they commit, so
-- a reader could see change 11 before change 10 commits, stand at 11, and
-- never read 10. Each transaction that changes an article now takes one
-- transaction-level lock before its first change is numbered and holds it
-- to its end: the next writer's numbers come after this one's commit.
-- Article writes are rare (a newsroom's saves), so waiting costs little.
CREATE OR REPLACE FUNCTION "search_changes_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- 0x5EA4C4 ("search changes"): the lock's key, used for nothing else.
	PERFORM pg_advisory_xact_lock(6202564);
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
