CREATE TABLE `article_corrections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`article_id` integer NOT NULL,
	`kind` text NOT NULL,
	`text` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`created_by` text,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `article_corrections_article_idx` ON `article_corrections` (`article_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `article_corrections_created_idx` ON `article_corrections` (`created_at`);--> statement-breakpoint
CREATE TABLE `audit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`actor_id` text,
	`actor_name` text,
	`action` text NOT NULL,
	`target` text,
	`detail` text,
	`address` text NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_events_at_idx` ON `audit_events` (`at`,`id`);--> statement-breakpoint
ALTER TABLE `article_revisions` ADD `saved_by` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `articles` ADD `created_by` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `articles` ADD `saved_by` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `articles` ADD `change_note` text;--> statement-breakpoint
ALTER TABLE `users` ADD `active` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `must_change_password` integer DEFAULT false NOT NULL;