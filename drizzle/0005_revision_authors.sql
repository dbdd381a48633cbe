ALTER TABLE `article_revisions` ADD `saved_by` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `articles` ADD `saved_by` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `articles` ADD `change_note` text;