-- Full-text index over what readers search: title, summary, author, tags (the
-- JSON text) and body. It is derived from `articles` (an external-content FTS5
-- table: only the index is stored), kept in step by the triggers below, and
-- never exported. The prefix index makes 2-4 letter prefix queries cheap.
-- detail=none keeps which articles hold a word, not where: about a seventh of
-- the size of a full index; the shared scoring then checks every candidate.
-- Every article is indexed, drafts too, so a status change needs no reindex:
-- queries join back to `articles` for status and section.
CREATE VIRTUAL TABLE `articles_search` USING fts5(
	`title`, `summary`, `author`, `tags`, `content`,
	content='articles', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2',
	prefix='2 3 4',
	detail=none
);
--> statement-breakpoint
CREATE TRIGGER `articles_search_after_insert` AFTER INSERT ON `articles` BEGIN
	INSERT INTO `articles_search` (`rowid`, `title`, `summary`, `author`, `tags`, `content`)
	VALUES (new.`id`, new.`title`, new.`summary`, new.`author`, new.`tags`, new.`content`);
END;
--> statement-breakpoint
-- An external-content index forgets a row only when given the values it indexed.
CREATE TRIGGER `articles_search_after_delete` AFTER DELETE ON `articles` BEGIN
	INSERT INTO `articles_search` (`articles_search`, `rowid`, `title`, `summary`, `author`, `tags`, `content`)
	VALUES ('delete', old.`id`, old.`title`, old.`summary`, old.`author`, old.`tags`, old.`content`);
END;
--> statement-breakpoint
-- Only writes to indexed columns reindex: a status or featured change does not.
CREATE TRIGGER `articles_search_after_update` AFTER UPDATE OF `id`, `title`, `summary`, `author`, `tags`, `content` ON `articles` BEGIN
	INSERT INTO `articles_search` (`articles_search`, `rowid`, `title`, `summary`, `author`, `tags`, `content`)
	VALUES ('delete', old.`id`, old.`title`, old.`summary`, old.`author`, old.`tags`, old.`content`);
	INSERT INTO `articles_search` (`rowid`, `title`, `summary`, `author`, `tags`, `content`)
	VALUES (new.`id`, new.`title`, new.`summary`, new.`author`, new.`tags`, new.`content`);
END;
--> statement-breakpoint
-- Indexes the articles already stored.
INSERT INTO `articles_search` (`articles_search`) VALUES ('rebuild');
