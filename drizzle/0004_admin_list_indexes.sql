-- The admin list's orders (last edited, publication date, title A-Z), each
-- unfiltered and under its status filter, its section filter or both, so a
-- page of 100,000 articles is read in order from an index and stops once full.
CREATE INDEX `articles_status_updated_idx` ON `articles` (`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `articles_section_updated_idx` ON `articles` (`section`,`updated_at`);--> statement-breakpoint
CREATE INDEX `articles_time_idx` ON `articles` (`sort_time`);--> statement-breakpoint
CREATE INDEX `articles_section_time_idx` ON `articles` (`section`,`sort_time`);--> statement-breakpoint
CREATE INDEX `articles_title_idx` ON `articles` ("title" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `articles_status_title_idx` ON `articles` (`status`,"title" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `articles_section_title_idx` ON `articles` (`section`,"title" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `articles_section_status_updated_idx` ON `articles` (`section`,`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `articles_section_status_title_idx` ON `articles` (`section`,`status`,"title" COLLATE NOCASE);