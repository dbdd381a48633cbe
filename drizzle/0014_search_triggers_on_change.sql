-- Hand-written: the search triggers run only when what they index or log
-- changed (docs/decisions/026). `AFTER UPDATE OF` fires for every column
-- an UPDATE sets, changed or not, and a save sets them all: a title edit
-- reindexed the whole body in the body index, and a save that changed no
-- searched field reindexed both indexes and logged a search change.
DROP TRIGGER `articles_search_after_update`;
--> statement-breakpoint
CREATE TRIGGER `articles_search_after_update` AFTER UPDATE OF `id`, `title`, `summary`, `author`, `tags`, `content` ON `articles`
WHEN old.`id` IS NOT new.`id` OR old.`title` IS NOT new.`title` OR old.`summary` IS NOT new.`summary`
	OR old.`author` IS NOT new.`author` OR old.`tags` IS NOT new.`tags` OR old.`content` IS NOT new.`content`
BEGIN
	INSERT INTO `articles_search` (`articles_search`, `rowid`, `title`, `summary`, `author`, `tags`, `content`)
	VALUES ('delete', old.`id`, old.`title`, old.`summary`, old.`author`, old.`tags`, old.`content`);
	INSERT INTO `articles_search` (`rowid`, `title`, `summary`, `author`, `tags`, `content`)
	VALUES (new.`id`, new.`title`, new.`summary`, new.`author`, new.`tags`, new.`content`);
END;
--> statement-breakpoint
DROP TRIGGER `articles_body_search_after_update`;
--> statement-breakpoint
CREATE TRIGGER `articles_body_search_after_update` AFTER UPDATE OF `id`, `content` ON `articles`
WHEN old.`id` IS NOT new.`id` OR old.`content` IS NOT new.`content`
BEGIN
	INSERT INTO `articles_body_search` (`articles_body_search`, `rowid`, `content`)
	VALUES ('delete', old.`id`, old.`content`);
	INSERT INTO `articles_body_search` (`rowid`, `content`) VALUES (new.`id`, new.`content`);
END;
--> statement-breakpoint
DROP TRIGGER `search_changes_after_update`;
--> statement-breakpoint
CREATE TRIGGER `search_changes_after_update` AFTER UPDATE OF `id`, `title`, `summary`, `author`, `tags`, `content`, `status`, `section`, `published_at`, `sort_time` ON `articles`
WHEN old.`id` IS NOT new.`id` OR old.`title` IS NOT new.`title` OR old.`summary` IS NOT new.`summary`
	OR old.`author` IS NOT new.`author` OR old.`tags` IS NOT new.`tags` OR old.`content` IS NOT new.`content`
	OR old.`status` IS NOT new.`status` OR old.`section` IS NOT new.`section`
	OR old.`published_at` IS NOT new.`published_at` OR old.`sort_time` IS NOT new.`sort_time`
BEGIN
	INSERT INTO `search_changes` (`article_id`) VALUES (old.`id`);
	INSERT INTO `search_changes` (`article_id`) SELECT new.`id` WHERE new.`id` <> old.`id`;
	DELETE FROM `search_changes` WHERE `seq` <= (SELECT max(`seq`) FROM `search_changes`) - 10000;
END;
