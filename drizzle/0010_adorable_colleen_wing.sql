DROP INDEX `articles_title_idx`;--> statement-breakpoint
DROP INDEX `articles_status_title_idx`;--> statement-breakpoint
DROP INDEX `articles_section_title_idx`;--> statement-breakpoint
DROP INDEX `articles_section_status_title_idx`;--> statement-breakpoint
CREATE INDEX `articles_title_idx` ON `articles` ("title" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE INDEX `articles_status_title_idx` ON `articles` (`status`,"title" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE INDEX `articles_section_title_idx` ON `articles` (`section`,"title" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE INDEX `articles_section_status_title_idx` ON `articles` (`section`,`status`,"title" COLLATE NOCASE,`id`);