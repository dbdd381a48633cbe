CREATE TABLE `search_changes` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_id` integer NOT NULL
);
--> statement-breakpoint
-- Hand-written below: the change log's triggers. Every write to what search
-- reads (the searched text, and what decides who may see an article and in
-- which order) records the article's id; processes catch up from it.
-- Only the newest 10,000 changes are kept: a process further behind reloads.
CREATE TRIGGER `search_changes_after_insert` AFTER INSERT ON `articles` BEGIN
	INSERT INTO `search_changes` (`article_id`) VALUES (new.`id`);
	DELETE FROM `search_changes` WHERE `seq` <= (SELECT max(`seq`) FROM `search_changes`) - 10000;
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_after_delete` AFTER DELETE ON `articles` BEGIN
	INSERT INTO `search_changes` (`article_id`) VALUES (old.`id`);
	DELETE FROM `search_changes` WHERE `seq` <= (SELECT max(`seq`) FROM `search_changes`) - 10000;
END;
--> statement-breakpoint
CREATE TRIGGER `search_changes_after_update` AFTER UPDATE OF `id`, `title`, `summary`, `author`, `tags`, `content`, `status`, `section`, `published_at`, `sort_time` ON `articles` BEGIN
	INSERT INTO `search_changes` (`article_id`) VALUES (old.`id`);
	INSERT INTO `search_changes` (`article_id`) SELECT new.`id` WHERE new.`id` <> old.`id`;
	DELETE FROM `search_changes` WHERE `seq` <= (SELECT max(`seq`) FROM `search_changes`) - 10000;
END;
--> statement-breakpoint
-- Hand-written: a second full-text index over the body alone, so a search
-- knows which articles may hold a term in their body (and so how many points
-- the body can add) without reading it. External content, detail=none, the
-- same tokenizer and prefixes as `articles_search`; kept in step by triggers.
CREATE VIRTUAL TABLE `articles_body_search` USING fts5(
	`content`,
	content='articles', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2',
	prefix='2 3 4',
	detail=none
);
--> statement-breakpoint
CREATE TRIGGER `articles_body_search_after_insert` AFTER INSERT ON `articles` BEGIN
	INSERT INTO `articles_body_search` (`rowid`, `content`) VALUES (new.`id`, new.`content`);
END;
--> statement-breakpoint
CREATE TRIGGER `articles_body_search_after_delete` AFTER DELETE ON `articles` BEGIN
	INSERT INTO `articles_body_search` (`articles_body_search`, `rowid`, `content`)
	VALUES ('delete', old.`id`, old.`content`);
END;
--> statement-breakpoint
CREATE TRIGGER `articles_body_search_after_update` AFTER UPDATE OF `id`, `content` ON `articles` BEGIN
	INSERT INTO `articles_body_search` (`articles_body_search`, `rowid`, `content`)
	VALUES ('delete', old.`id`, old.`content`);
	INSERT INTO `articles_body_search` (`rowid`, `content`) VALUES (new.`id`, new.`content`);
END;
--> statement-breakpoint
INSERT INTO `articles_body_search` (`articles_body_search`) VALUES ('rebuild');
