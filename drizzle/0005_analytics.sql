CREATE TABLE `analytics_article_views` (
	`article_id` integer NOT NULL,
	`date` text NOT NULL,
	`views` integer NOT NULL,
	PRIMARY KEY(`article_id`, `date`),
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `analytics_article_views_date_idx` ON `analytics_article_views` (`date`);--> statement-breakpoint
CREATE TABLE `analytics_day_visitors` (
	`date` text NOT NULL,
	`visitor` text NOT NULL,
	`page_views` integer NOT NULL,
	PRIMARY KEY(`date`, `visitor`)
);
--> statement-breakpoint
CREATE TABLE `analytics_salts` (
	`date` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `analytics_summaries` ADD `unanswered_searches` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `analytics_summaries` ADD `top_referrers` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `analytics_summaries` ADD `top_sections` text DEFAULT '[]' NOT NULL;